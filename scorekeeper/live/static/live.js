// The live page: draws the game from state.json (pushed as Server-Sent Events, or
// polled every second when events do not get through). Names are always text
// (textContent), never markup.
"use strict";

const $ = (id) => document.getElementById(id);

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
  return node;
}

// The page's words in the phone's language: the server puts them in the page
// (scorekeeper/live/words.py); English where they are missing.
const WORDS = Object.assign({
  hand: "Hand {0}", hand_of: "Hand {0} of {1}", finished: "Game finished",
  abandoned: "Game abandoned", card: "1 card", cards: "{0} cards", deals: "{0} deals",
  bids_next: "bids next", cannot_bid: "{0} can't bid {1}",
  no_hands_played: "No hands were played", wins: "{0} wins",
  share_first: "{0} share first place", and: " and ", dealer: "Dealer",
  cards_heading: "Cards", lost: "lost", won: "won", no_hands_yet: "No hands recorded yet",
  tally: "Tally", total: "Total", live: "Live", lost_link: "Not connected — retrying",
  page_title: "{0} — Scorekeeper live", bid: "Bid", tricks: "Tricks",
  rules_file: "Rules file: {0} (open it in Scorekeeper's editor)",
}, JSON.parse((document.getElementById("words") || {}).textContent || "{}"));

function say(key, ...values) {
  return WORDS[key].replace(/\{(\d)\}/g, (_, i) => String(values[Number(i)]));
}

// The words of ``key`` with ``node`` in place of {0}: a name stays an element.
function sayAround(key, node) {
  const [before, after] = WORDS[key].split("{0}");
  const parts = [];
  if (before) parts.push(document.createTextNode(before));
  parts.push(node);
  if (after) parts.push(document.createTextNode(after));
  return parts;
}

function cards(n) {
  return n === 1 ? say("card") : say("cards", n);
}

function signed(n) {
  return n > 0 ? "+" + n : String(n);
}

function drawHeader(s) {
  $("title").textContent = s.title;
  document.title = say("page_title", s.title);
  const hand = s.in_play;
  if (hand) {
    $("hand-line").textContent = s.schedule_length
      ? say("hand_of", hand.number, s.schedule_length) : say("hand", hand.number);
  } else {
    $("hand-line").textContent = s.status === "in progress" ? ""
      : s.status in WORDS ? say(s.status) : "Game " + s.status;
  }
}

function drawInPlay(s) {
  const hand = s.in_play;
  $("in-play").hidden = !hand;
  if (!hand) return;
  const facts = clear($("facts"));
  if (hand.cards !== null) facts.append(el("span", "fact cards", cards(hand.cards)));
  const dealer = el("span", "fact dealer");
  dealer.append(...sayAround("deals", el("b", "name", hand.dealer)));
  facts.append(dealer);
  if (!s.tally) {
    const trump = el("span", "fact trump");
    if (hand.trump && hand.trump !== "none") {
      trump.append(el("span", "suit " + (hand.trump_red ? "red" : "black"), hand.trump_symbol));
      trump.append(el("span", "trump-words", hand.trump_words));
    } else {
      trump.append(el("span", "trump-words", hand.trump_words));
    }
    // Why, where it is news: a turn-up that means no trumps, a whole pack dealt.
    if (hand.trump === "none" && hand.trump_reason) {
      trump.append(el("span", "trump-reason", " (" + hand.trump_reason + ")"));
    }
    facts.append(trump);
  }
  const bids = clear($("bids"));
  bids.hidden = s.tally;
  if (!s.tally) drawBids(s, hand, bids);
  const summary = $("bid-summary");
  summary.hidden = s.tally || !hand.bid_summary;
  summary.textContent = hand.bid_summary;
  const forbidden = $("forbidden");
  forbidden.hidden = !hand.forbidden;
  if (hand.forbidden) {
    const [before, after] = say("cannot_bid", "{0}", hand.forbidden.bid).split("{0}");
    clear(forbidden).append(document.createTextNode(before),
      el("b", "name", hand.forbidden.player), document.createTextNode(after));
  }
  const reminders = clear($("reminders"));
  reminders.hidden = hand.reminders.length === 0;
  for (const text of hand.reminders) reminders.append(el("p", null, text));
}

// Each player's bid as it is typed, and the tricks as they are typed (not yet
// recorded): a row a player, the dealer marked, whoever bids next highlighted.
function drawBids(s, hand, bids) {
  const has = (table, player) => Object.prototype.hasOwnProperty.call(table, player);
  const head = el("li", "bid-row bid-head");
  const bidHead = el("span", "bid", say("bid")), tricksHead = el("span", "tricks", say("tricks"));
  bidHead.title = say("bid");  // whole where a long word is cut ("…")
  tricksHead.title = say("tricks");
  head.append(el("span", "name"), bidHead, tricksHead);
  bids.append(head);
  for (const player of s.players) {
    const row = el("li", "bid-row");
    if (player === hand.next) row.classList.add("next");
    const who = el("span", "who");
    who.append(el("span", "name", player));
    if (player === hand.dealer) {
      row.classList.add("dealer");
      who.append(el("span", "tag", say("dealer")));
    }
    row.append(who);
    const bid = has(hand.bids, player);
    const value = bid ? hand.bids[player] : player === hand.next ? say("bids_next") : "";
    row.append(el("span", bid ? "bid" : "bid pending", value));
    const tricks = hand.tricks || {};
    row.append(el("span", "tricks", has(tricks, player) ? tricks[player] : ""));
    bids.append(row);
  }
}

function drawResult(s) {
  const over = s.status !== "in progress";
  $("result").hidden = !over;
  if (!over) return;
  const first = s.standings.filter((st) => st.place === 1).map((st) => st.player);
  const winners = clear($("winners"));
  if (s.hands.length === 0) {
    winners.textContent = say("no_hands_played");
  } else {
    winners.append(...sayAround(first.length > 1 ? "share_first" : "wins",
      el("b", "name", first.join(WORDS.and))));
  }
  const notes = clear($("notes"));
  for (const text of s.notes) notes.append(el("p", null, text));
}

function drawStandings(s) {
  const list = clear($("standings"));
  for (const st of s.standings) {
    const row = el("li", "standing" + (st.place === 1 && s.hands.length ? " leader" : ""));
    row.append(el("span", "place", st.place), el("span", "name", st.player),
      el("span", "total", st.total));
    list.append(row);
  }
}

function drawScorecard(s) {
  const table = clear($("scorecard"));
  const head = el("thead");
  const top = el("tr");
  top.append(el("th", "hand", "#"));
  top.append(el("th", s.tally ? "deal dealer-col" : "deal",
    say(s.tally ? "dealer" : "cards_heading")));
  for (const player of s.players) {
    const th = el("th", "player");
    th.append(el("span", "name", player));
    th.title = player;  // whole, where the column elides it
    top.append(th);
  }
  head.append(top);
  table.append(head);
  const body = el("tbody");
  for (const hand of s.hands) {
    const row = el("tr");
    row.append(el("td", "hand", hand.number));
    if (s.tally) {
      row.append(el("td", "deal name", hand.dealer));
      for (const player of s.players) {
        const mark = player === hand.loser ? "lost" : player === hand.winner ? "won" : "";
        row.append(el("td", "cell " + mark, mark ? say(mark) : ""));
      }
    } else {
      const deal = el("td", "deal", hand.cards);
      if (hand.trump) {
        deal.append(el("span", "suit small " + (hand.trump_red ? "red" : "black"),
          hand.trump_symbol));
      }
      row.append(deal);
      for (const player of s.players) {
        const cell = el("td", "cell");
        const score = hand.scores[player];
        const total = hand.totals[player];  // none before a player joins
        cell.append(el("span", "total", total === undefined ? "" : total));
        if (score !== undefined) cell.append(el("span", "score" + (score < 0 ? " minus" : ""), signed(score)));
        else if (total !== undefined) cell.append(el("span", "score", "—"));  // sat out, left
        row.append(cell);
      }
    }
    body.append(row);
  }
  if (s.hands.length === 0) {
    const row = el("tr");
    const cell = el("td", "empty", say("no_hands_yet"));
    cell.colSpan = s.players.length + 2;
    row.append(cell);
    body.append(row);
  }
  table.append(body);
  const totals = el("tfoot");
  const foot = el("tr");
  const label = el("th", "deal", say(s.tally ? "tally" : "total"));
  label.colSpan = 2;  // under the hand's number and its cards: room for the word
  foot.append(label);
  const byName = {};
  for (const st of s.standings) byName[st.player] = st.total;
  for (const player of s.players) foot.append(el("th", "total", byName[player]));
  totals.append(foot);
  table.append(totals);
}

function drawHouseRules(s) {
  const panel = $("rules-panel");
  const rules = s.house_rules;
  panel.hidden = !rules;
  if (!rules) return;
  const list = clear($("rules"));
  for (const line of rules.lines) {
    const item = el("p");
    item.append(el("b", null, line.topic + ": "), document.createTextNode(line.text));
    list.append(item);
  }
  const link = $("rules-file");
  link.href = rules.file;
  link.textContent = say("rules_file", rules.name);
}

function render(s) {
  if (!s) return;
  drawHeader(s);
  drawInPlay(s);
  drawResult(s);
  drawStandings(s);
  drawScorecard(s);
  drawHouseRules(s);
  document.body.dataset.ready = "yes";
}

function setLink(ok) {
  const link = $("link");
  link.className = "link " + (ok ? "live" : "lost");
  link.textContent = say(ok ? "live" : "lost_link");
}

let pollTimer = null;

async function poll() {
  try {
    const answer = await fetch("state.json", { cache: "no-store" });
    if (!answer.ok) throw new Error(String(answer.status));
    render(await answer.json());
    setLink(true);
  } catch (error) {
    setLink(false);
  }
}

function startPolling() {
  if (pollTimer === null) {
    pollTimer = setInterval(poll, 1000);
    poll();
  }
}

function stopPolling() {
  if (pollTimer !== null) {
    clearInterval(pollTimer);
    pollTimer = null;
  }
}

function connect() {
  if (!("EventSource" in window)) {
    startPolling();
    return;
  }
  const events = new EventSource("events");
  events.onmessage = (event) => {
    stopPolling();
    render(JSON.parse(event.data));
    setLink(true);
  };
  events.onerror = () => startPolling();  // the stream reconnects by itself meanwhile
}

connect();

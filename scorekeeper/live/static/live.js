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

function plural(n, word) {
  return n + " " + word + (n === 1 ? "" : "s");
}

function signed(n) {
  return n > 0 ? "+" + n : String(n);
}

function drawHeader(s) {
  $("title").textContent = s.title;
  document.title = s.title + " — Scorekeeper live";
  const hand = s.in_play;
  if (hand) {
    let line = "Hand " + hand.number;
    if (s.schedule_length) line += " of " + s.schedule_length;
    $("hand-line").textContent = line;
  } else {
    $("hand-line").textContent = s.status === "in progress" ? "" : "Game " + s.status;
  }
}

function drawInPlay(s) {
  const hand = s.in_play;
  $("in-play").hidden = !hand;
  if (!hand) return;
  const facts = clear($("facts"));
  if (hand.cards !== null) facts.append(el("span", "fact cards", plural(hand.cards, "card")));
  const dealer = el("span", "fact dealer");
  dealer.append(el("b", "name", hand.dealer), document.createTextNode(" deals"));
  facts.append(dealer);
  if (!s.tally) {
    const trump = el("span", "fact trump");
    if (hand.trump && hand.trump !== "none") {
      trump.append(el("span", "suit " + (hand.trump_red ? "red" : "black"), hand.trump_symbol));
      trump.append(el("span", "trump-words", hand.trump_words));
    } else {
      trump.append(el("span", "trump-words", hand.trump_words));
    }
    facts.append(trump);
  }
  const bids = clear($("bids"));
  bids.hidden = s.tally;
  if (!s.tally) {
    for (const player of s.players) {
      const row = el("li", "bid-row");
      if (player === hand.next) row.classList.add("next");
      if (player === hand.dealer) row.classList.add("dealer");
      row.append(el("span", "name", player));
      const has = Object.prototype.hasOwnProperty.call(hand.bids, player);
      const value = has ? hand.bids[player] : player === hand.next ? "bids next" : "";
      row.append(el("span", has ? "bid" : "bid pending", value));
      bids.append(row);
    }
  }
  const summary = $("bid-summary");
  summary.hidden = s.tally || !hand.bid_summary;
  summary.textContent = hand.bid_summary;
  const forbidden = $("forbidden");
  forbidden.hidden = !hand.forbidden;
  if (hand.forbidden) {
    clear(forbidden).append(el("b", "name", hand.forbidden.player),
      document.createTextNode(" can't bid " + hand.forbidden.bid));
  }
  const reminders = clear($("reminders"));
  reminders.hidden = hand.reminders.length === 0;
  for (const text of hand.reminders) reminders.append(el("p", null, text));
}

function drawResult(s) {
  const over = s.status !== "in progress";
  $("result").hidden = !over;
  if (!over) return;
  const first = s.standings.filter((st) => st.place === 1).map((st) => st.player);
  const winners = clear($("winners"));
  if (s.hands.length === 0) {
    winners.textContent = "No hands were played";
  } else {
    winners.append(el("b", "name", first.join(" and ")),
      document.createTextNode(first.length > 1 ? " share first place" : " wins"));
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
  top.append(el("th", "deal", s.tally ? "Dealer" : "Cards"));
  for (const player of s.players) top.append(el("th", "name", player));
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
        row.append(el("td", "cell " + mark, mark));
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
    const cell = el("td", "empty", "No hands recorded yet");
    cell.colSpan = s.players.length + 2;
    row.append(cell);
    body.append(row);
  }
  table.append(body);
  const totals = el("tfoot");
  const foot = el("tr");
  foot.append(el("th", "hand", ""), el("th", "deal", s.tally ? "Tally" : "Total"));
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
  link.textContent = "Rules file: " + rules.name + " (open it in Scorekeeper's editor)";
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
  link.textContent = ok ? "Live" : "Not connected — retrying";
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

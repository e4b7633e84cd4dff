"""Find the line of a scorecard file where hand N starts, to point a user at it."""

from __future__ import annotations


def hand_line(text: str, number: int) -> int | None:
    """Line (1-based) of the ``number``-th element of the top-level ``"hands"`` list."""
    depth, i, n = 0, 0, len(text)
    in_hands_depth: int | None = None
    count = 0
    expect_element = False
    last_key = None
    while i < n:
        ch = text[i]
        if ch == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            if depth == 1:
                last_key = text[i + 1:j]
            if expect_element:
                count += 1
                expect_element = False
                if count == number:
                    return text.count("\n", 0, i) + 1
            i = j + 1
            continue
        if ch in "[{":
            if expect_element:
                count += 1
                expect_element = False
                if count == number:
                    return text.count("\n", 0, i) + 1
            depth += 1
            if ch == "[" and depth == 2 and last_key == "hands" and in_hands_depth is None:
                in_hands_depth = depth
                expect_element = True
        elif ch in "]}":
            if in_hands_depth is not None and depth == in_hands_depth:
                return None
            depth -= 1
        elif ch == "," and in_hands_depth is not None and depth == in_hands_depth:
            expect_element = True
        elif not ch.isspace() and expect_element:
            count += 1
            expect_element = False
            if count == number:
                return text.count("\n", 0, i) + 1
        i += 1
    return None

#!/usr/bin/env python3
"""A small lamplit agent in Python (standard library only): it plays any seat of any lamplit game.

lamplit writes one JSON object a line to our stdin (hello, turn, notice, end) and reads one order a
line from our stdout (docs/agent-protocol.md). Try it:

    npx lamplit agent --game lamplighter --agent "python3 examples/agents/simple_agent.py"

What it plays, by game (a sketch to start from, not a strong bot):
    dungeon      walks to the exit once its seat has seen it, else explores with a legal step
    lamplighter  `plan all`: walks to each lamp in turn and lights it
    lantern      as a hider hides in one cell of its half; as a seeker sweeps a new cell each turn
    any other    the order pad's first whole order, or the pad's starting draft
Diagnostics go to stderr, which lamplit keeps; stdout carries only orders.
"""
import json
import random
import re
import sys

CELLS = "ABCDEFGHIJKLM"


def first_part(turn, kind):
    """The order pad's first part of this kind that has a legal choice now, or None."""
    for part in turn["legal"]["parts"]:
        if part["kind"] == kind and part["choices"]:
            return part
    return None


def decide(hello, memory, turn):
    """A text order or a pad draft for this turn, as the fields of an order message."""
    view = turn["view"]
    game = hello["game"]
    if game == "dungeon":
        if view.get("exit"):
            return {"text": "exit"}
        steps = first_part(turn, "path")
        if steps:
            legal = [c for c in steps["choices"] if re.fullmatch(r"[NESW]", c["label"]) or re.fullmatch(r"[NESW]+", c["value"])]
            if legal:
                return {"draft": [memory["rng"].choice(legal)["value"]] + turn["legal"]["draft"][1:]}
        return {"text": "wait"}
    if game == "lamplighter":
        return {"text": "plan all"}
    if game == "lantern":
        rng = memory["rng"]
        if view.get("role") == "hider":
            memory.setdefault("hide", f"{rng.choice(CELLS)}{rng.randint(1, 7)}")
            return {"text": f"hide {memory['hide']}"}
        return {"text": f"sweep {rng.choice(CELLS)}{rng.randint(1, 7)}"}
    send = first_part(turn, "send")
    draft = list(turn["legal"]["draft"])
    if send:
        draft[send["slot"]] = send["choices"][0]["value"]
    return {"draft": draft}


def main():
    hello = None
    memory = {}
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        message = json.loads(line)
        kind = message["type"]
        if kind == "hello":
            hello = message
            memory = {"rng": random.Random(message["seat"] + 1)}
            print(f"playing seat {message['seat']} of {message['game']} {message['ruleset']}", file=sys.stderr)
        elif kind == "turn":
            order = {"type": "order", "turn": message["turn"], **decide(hello, memory, message)}
            sys.stdout.write(json.dumps(order) + "\n")
            sys.stdout.flush()
        elif kind == "notice":
            print(f"lamplit: {message['message']}", file=sys.stderr)
        elif kind == "end":
            print(f"{message['summary']}: {'won' if message['you']['won'] else 'did not win'}", file=sys.stderr)


if __name__ == "__main__":
    main()

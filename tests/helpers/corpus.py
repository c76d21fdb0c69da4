"""Small folders of real files for integration tests.

Each note is paired with a query that paraphrases it without sharing any
content word, so only a semantic match can find it.
"""

from __future__ import annotations

from pathlib import Path

NOTES: dict[str, str] = {
    "sourdough.md": (
        "# Weekend baking\n\nFed the starter on Friday night. Mixed flour, water and salt, folded the dough "
        "every half hour, then let it rise slowly in the fridge overnight. Baked it in a cast iron pot.\n"
        "The crust came out dark and crackly."
    ),
    "taxes.txt": (
        "Reminder: the annual declaration for the revenue office is due at the end of May.\n"
        "Collect payslips, receipts for deductible expenses and the statement from the pension fund."
    ),
    "marathon.txt": (
        "Training log. Ran 32 km on Sunday at an easy pace, legs felt heavy after kilometre 25.\n"
        "Next week: intervals on Tuesday, long run of 34 km, then taper before the race in April."
    ),
    "router.md": (
        "The wifi kept dropping every evening. Moved the access point away from the microwave, "
        "switched to channel 11 and updated the firmware. Stable since."
    ),
    "garden/tomatoes.txt": (
        "Planted seedlings along the south fence. Water them at dawn, add compost every fortnight "
        "and tie the stems to stakes once they reach knee height."
    ),
}

# query -> the file it must rank first; no query shares a content word with its note
PARAPHRASES: dict[str, str] = {
    "how to make homemade bread": "sourdough.md",
    "paying income tax to the government": "taxes.txt",
    "preparing for a long distance running competition": "marathon.txt",
    "internet connection problems at home": "router.md",
    "growing vegetables in my backyard": "garden/tomatoes.txt",
}


def write_notes(root: Path) -> Path:
    for name, text in NOTES.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root

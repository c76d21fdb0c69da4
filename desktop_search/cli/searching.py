"""The commands that search the index: search and similar, and how they print results."""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ..core.common.config import Paths
from .opening import _open_engine
from .terminal import json_text, terminal_safe

if TYPE_CHECKING:
    from ..core.searching.results import SearchResult


def _filters(args: argparse.Namespace):  # -> SearchFilters
    from datetime import datetime

    from ..core.searching.filters import SearchFilters

    def day(text: str | None) -> float | None:
        return datetime.strptime(text, "%Y-%m-%d").timestamp() if text else None

    return SearchFilters(
        folders=tuple(str(Path(f).expanduser().resolve()) for f in args.folder),
        suffixes=tuple("." + t.lower().lstrip(".") for t in args.type),
        modified_after=day(args.after),
        modified_before=day(args.before),
        as_typed=bool(getattr(args, "as_typed", False)),
    )


def _cmd_search(args: argparse.Namespace, paths: Paths) -> int:
    if (args.query is None) == (args.batch is None):
        raise ValueError("give a query or --batch FILE (not both)")
    filters = _filters(args)
    rerank = False if args.no_rerank else None
    with _open_engine(paths) as engine:  # its search reads the shared indexes' copies too, as last pulled
        if args.batch is not None:
            # Undecodable bytes become U+FFFD: every input line gets its output line.
            raw = sys.stdin.buffer if str(args.batch) == "-" else open(args.batch, "rb")  # noqa: SIM115
            with io.TextIOWrapper(raw, encoding="utf-8-sig", errors="replace") as source:
                for line in source:
                    found = engine.query(line.strip(), top=args.top, filters=filters, rerank=rerank)
                    print(json_text([r.to_json() for r in found.results]), flush=True)
            return 0
        response = engine.query(args.query, top=args.top, filters=filters, rerank=rerank)
    if response.no_word_match and response.results and not args.json:
        from ..core.searching.searcher import NO_WORD_MATCH

        # Above the results on a terminal, and out of the way of a script that reads the results.
        print(NO_WORD_MATCH, file=sys.stderr, flush=True)
    if response.also_searched and not args.json:  # a typo: what else its words were searched as
        fixes = ", ".join(f"{word} (for {typed})" for typed, word in response.also_searched)
        print(
            f"also searched for: {terminal_safe(fixes)} (--as-typed: only the words as typed)",
            file=sys.stderr,
        )
    _print_results(response.results, as_json=args.json, empty="no results")
    if response.reason:  # like: on a file it cannot compare: why (JSON on stdout stays a list)
        print(f"desktop-search: {terminal_safe(response.reason)}", file=sys.stderr)
    if response.rerank_note and not args.json:
        print(f"({terminal_safe(response.rerank_note)})", file=sys.stderr)
    return 0


def _cmd_similar(args: argparse.Namespace, paths: Paths) -> int:
    from ..core.common import reasons
    from ..core.searching.searcher import NothingToCompare

    with _open_engine(paths) as engine:
        try:
            results = engine.similar(args.path, top=args.top, filters=_filters(args))
        except NothingToCompare as nothing:  # a mail store, words only, waiting for meaning...
            print(f"desktop-search: {terminal_safe(nothing.reason)}", file=sys.stderr)
            return 1
        except KeyError:
            name = args.path.name or str(args.path)
            print(f"desktop-search: {terminal_safe(reasons.LIKE_NOT_INDEXED(name=name))}", file=sys.stderr)
            return 1
    _print_results(results, as_json=args.json, empty="no other files")
    return 0


def _print_results(results: list[SearchResult], *, as_json: bool, empty: str) -> None:
    if as_json:  # a result of a shared index's copy says which (``"shared": "nas/documents"``)
        print(json_text([r.to_json() for r in results]))
        return
    if not results:
        print(empty)
    for rank, r in enumerate(results, start=1):
        page = f" (page {r.page})" if r.page else ""
        if r.moment_s is not None:  # a recording: where its words are said ("at 12:34")
            from ..core.searching.moments import clock

            page = f" (at {clock(r.moment_s)})"
        away = f"  ({r.offline}: its drive or share is not connected)" if r.offline else ""
        tag = f"  [shared: {terminal_safe(r.shared)}]" if r.shared else ""
        print(
            f"{rank:2}. {r.score:.3f}  {terminal_safe(r.path)}{page}  [{r.route}]{tag}{terminal_safe(away)}"
        )
        if r.store:  # a message inside a mail store: what it is, not its made-up file name
            print(f"      {terminal_safe(r.name)}  ({terminal_safe(r.sender)})")
        print(f"      {terminal_safe(r.snippet)}")

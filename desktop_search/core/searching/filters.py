"""What a search may show: folders, file types, names and dates, from the window, the command
line and the query's own operators (:mod:`.query_syntax`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..extract.registry import kind_suffix
from .query_syntax import ParsedQuery, folder_prefixes, in_named_folder, name_matches


@dataclass(frozen=True)
class SearchFilters:
    """Restrict results to some folders, file types, names and a modification-date range.

    ``folders`` and ``suffixes`` are the window's and the command line's own filters; the
    query's operators (:mod:`.query_syntax`) add ``types``, ``within``, ``folder_names`` and
    ``names`` (:meth:`with_query`). A file must pass every kind of filter given; within a
    kind, any one value will do.
    """

    folders: tuple[str, ...] = ()
    suffixes: tuple[str, ...] = ()  # lower case, with the dot: ".pdf"
    modified_after: float | None = None  # seconds since the epoch
    modified_before: float | None = None
    types: tuple[str, ...] = ()  #: ``type:``/``ext:`` extensions
    within: tuple[str, ...] = ()  #: ``in:`` path prefixes
    folder_names: tuple[str, ...] = ()  #: ``in:`` folder names (folded)
    roots: tuple[str, ...] = ()  #: the chosen folders, where ``folder_names`` are looked for
    names: tuple[str, ...] = ()  #: ``name:`` texts or patterns
    #: Search the words exactly as typed: no word is also searched as a correction of a typo.
    as_typed: bool = False

    def __bool__(self) -> bool:
        return bool(
            self.folders
            or self.suffixes
            or self.modified_after
            or self.modified_before
            or self.types
            or self.within
            or self.folder_names
            or self.names
        )

    def with_query(self, query: ParsedQuery, roots: Sequence[str] = ()) -> SearchFilters:
        """These filters and the query's operators, together."""
        within, folder_names = folder_prefixes(query.folders, roots)
        after = [t for t in (self.modified_after, query.modified_after) if t is not None]
        before = [t for t in (self.modified_before, query.modified_before) if t is not None]
        return replace(
            self,
            types=query.suffixes,
            within=within,
            folder_names=folder_names,
            roots=tuple(roots),
            names=query.names,
            modified_after=max(after) if after else None,
            modified_before=min(before) if before else None,
        )

    def matches(self, path: str, mtime_ns: int) -> bool:
        suffix = kind_suffix(path)
        if self.suffixes and suffix not in self.suffixes:
            return False
        if self.types and suffix not in self.types:
            return False
        if self.folders and not _under(path, self.folders):
            return False
        if (self.within or self.folder_names) and not (
            _under(path, self.within)
            or (self.folder_names and in_named_folder(path, self.folder_names, self.roots))
        ):
            return False
        if self.names and not name_matches(path, self.names):
            return False
        if self.modified_after is not None and mtime_ns < self.modified_after * 1e9:
            return False
        return not (self.modified_before is not None and mtime_ns >= self.modified_before * 1e9)


def _under(path: str, folders: Sequence[str]) -> bool:
    return any(path.startswith(f.rstrip("/\\") + p) for f in folders for p in "/\\")

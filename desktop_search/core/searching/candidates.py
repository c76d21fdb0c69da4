"""What one retrieval route hands the fusion: its candidates, best first, with their ranks.

The routes (:mod:`.routes`) make them, :func:`.fusion.fuse` reads them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..store.hits import ChunkHit


@dataclass
class Candidates:
    """What one route found, best first: each candidate's rank on the route (0 is best).

    Keys are passage ids, or file ids for the names route (whose ``chunks`` then hold each
    file's first passage).
    """

    route: str
    ranks: dict[int, int] = field(default_factory=dict)
    #: the passages ranked (the rows of ``ranks``' keys; the first passage per file for names)
    chunks: dict[int, ChunkHit] = field(default_factory=dict)
    #: vector route: each passage's cosine similarity to the query
    similarity: dict[int, float] = field(default_factory=dict)
    #: keyword route: each passage's share of the query's terms by their rarity (absent: 1.0)
    coverage: dict[int, float] = field(default_factory=dict)
    #: keyword route: the passages holding every rare term of the query (or in a file of the few
    #: holding all its words): what the rare-words route ranks
    rare: set[int] = field(default_factory=set)
    #: names route: the files whose name holds every word typed, their rank among them
    whole: dict[int, int] = field(default_factory=dict)
    #: keyword and proximity routes: each passage's place by its own evidence, lower first and
    #: comparable with another index's (BM25; a quoted phrase's passages before all, the files
    #: holding every word after the list): how candidates of several indexes are pooled
    #: (:func:`.fusion.pool`)
    standing: dict[int, float] = field(default_factory=dict)

    def add(self, chunk: ChunkHit, rank: int) -> None:
        self.ranks[chunk.chunk_id] = rank
        self.chunks[chunk.chunk_id] = chunk

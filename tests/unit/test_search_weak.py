"""Weak matches: which results are weak, and which an answer leaves out."""

from __future__ import annotations

from desktop_search.core.searching.results import WEAK_MATCH, SearchResult, drop_weak_matches, is_weak_match
from desktop_search.core.searching.searcher import SearchResponse


def _result(name: str, *, similarity: float, route: str = "vector") -> SearchResult:
    return SearchResult(
        path=f"/d/{name}",
        score=0.0,
        snippet="",
        highlights=[],
        page=None,
        chunk_id=0,
        char_start=0,
        char_end=0,
        mtime_ns=0,
        route=route,
        similarity=similarity,
    )


def test_only_a_match_by_meaning_or_name_below_the_threshold_is_weak() -> None:
    assert is_weak_match(WEAK_MATCH - 0.01, "vector")
    assert is_weak_match(WEAK_MATCH - 0.01, "name")
    assert not is_weak_match(WEAK_MATCH, "vector")
    assert not is_weak_match(0.0, "keyword")  # the query's words are in it
    assert not is_weak_match(0.0, "both")
    assert _result("a", similarity=0.01).weak
    assert "weak" not in _result("a", similarity=0.01).to_json()  # the result's JSON is unchanged


def test_weak_matches_are_left_out_next_to_a_strong_one() -> None:
    strong, keyword = _result("strong", similarity=0.6), _result("code", similarity=0.01, route="keyword")
    weak1, weak2 = _result("w1", similarity=0.1), _result("w2", similarity=0.05, route="name")
    assert drop_weak_matches([strong, weak1, keyword, weak2]) == [strong, keyword]
    # wherever the strong one ranks (a cross-encoder may put a weak one first)
    assert drop_weak_matches([weak1, strong, weak2]) == [strong]
    answer = SearchResponse(drop_weak_matches([weak1, strong]), reranked=False)
    assert not answer.best_is_weak


def test_when_none_is_strong_all_are_kept_and_the_best_is_weak() -> None:
    weak = [_result("w1", similarity=0.1), _result("w2", similarity=-0.02)]
    assert drop_weak_matches(weak) == weak
    assert SearchResponse(drop_weak_matches(weak), reranked=False).best_is_weak
    assert drop_weak_matches([]) == []
    assert not SearchResponse([], reranked=False).best_is_weak

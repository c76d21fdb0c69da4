"""Helpers of the tests (real files, real processes, real servers)."""


def cli_as_in_a_terminal(data_dir: object) -> list[str]:
    """The ``desktop-search --data-dir DATA_DIR`` command of a child that takes SIGINT as a
    terminal's Ctrl+C: a test run started in the background hands an ignored SIGINT down and
    Python keeps it ignored, so the child gets Python's usual handler back first."""
    import sys

    as_in_a_terminal = (
        "import runpy, signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
        "sys.argv[0] = 'desktop-search'; runpy.run_module('desktop_search', run_name='__main__')"
    )
    return [sys.executable, "-u", "-c", as_in_a_terminal, "--data-dir", str(data_dir)]

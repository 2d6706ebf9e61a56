"""What the frame benchmarks print: CPU time per frame (p50, p99, worst) and the
process's peak resident memory, as text or as one JSON object (--json).

The times are kept in `FrameTimes` (8 bytes a figure, no object per frame) and the peak
is read before they are sorted: the benchmark's own bookkeeping must not be counted
as the game's memory (a list of (wall, CPU) tuples grew ~11 MiB per 100,000 frames,
docs/ai-lab.md, issue 37)."""
from __future__ import annotations

import argparse
import json
import resource
import statistics
from array import array


def add_arguments(parser: argparse.ArgumentParser):
    parser.add_argument("--frames", type=int, default=900)
    parser.add_argument("--size", default="1280x720", help="window size, WxH")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true",
                        help='print only {"p50_ms", "p99_ms", "max_ms", "peak_rss_mib"}')


def window_size(text: str) -> tuple[int, int]:
    width, height = (int(n) for n in text.lower().split("x"))
    return width, height


class FrameTimes:
    """Each frame's wall and CPU milliseconds, compactly."""

    def __init__(self):
        self.wall_ms, self.cpu_ms = array("d"), array("d")

    def add(self, wall_ms: float, cpu_ms: float):
        self.wall_ms.append(wall_ms)
        self.cpu_ms.append(cpu_ms)

    def __len__(self) -> int:
        return len(self.cpu_ms)


def peak_rss_mib() -> float:
    # Resident size, not tracemalloc: surfaces live outside the Python heap, and tracing would slow every frame.
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)  # KiB on Linux


def figures(ms, peak_mib: float) -> dict:
    ordered = sorted(ms)
    return {"p50_ms": round(statistics.median(ordered), 3),
            "p99_ms": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))], 3),
            "max_ms": round(ordered[-1], 3),
            "peak_rss_mib": peak_mib}


def report(title: str, times: FrameTimes, as_json: bool):
    """CPU time is the figure that counts (robust to a busy machine); wall time is shown beside it."""
    peak = peak_rss_mib()  # before sorting makes a figure of each time
    result = figures(times.cpu_ms, peak)
    if as_json:
        print(json.dumps(result))
        return
    wall = figures(times.wall_ms, peak)
    print(title)
    print(f"wall time per frame: p50 {wall['p50_ms']:.2f} ms, p99 {wall['p99_ms']:.2f} ms, max {wall['max_ms']:.2f} ms")
    print(f"CPU time per frame:  p50 {result['p50_ms']:.2f} ms, p99 {result['p99_ms']:.2f} ms, "
          f"max {result['max_ms']:.2f} ms")
    print(f"peak memory: {result['peak_rss_mib']:.1f} MiB resident")

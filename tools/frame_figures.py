"""What the frame benchmarks print: CPU time per frame (p50, p99, worst) and the
process's peak resident memory, as text or as one JSON object (--json)."""
from __future__ import annotations

import argparse
import json
import resource
import statistics


def add_arguments(parser: argparse.ArgumentParser):
    parser.add_argument("--frames", type=int, default=900)
    parser.add_argument("--size", default="1280x720", help="window size, WxH")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true",
                        help='print only {"p50_ms", "p99_ms", "max_ms", "peak_rss_mib"}')


def window_size(text: str) -> tuple[int, int]:
    width, height = (int(n) for n in text.lower().split("x"))
    return width, height


def figures(cpu_ms: list[float]) -> dict:
    ordered = sorted(cpu_ms)
    # Resident size, not tracemalloc: surfaces live outside the Python heap, and tracing would slow every frame.
    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    return {"p50_ms": round(statistics.median(ordered), 3),
            "p99_ms": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))], 3),
            "max_ms": round(ordered[-1], 3),
            "peak_rss_mib": round(peak_kib / 1024, 1)}


def report(title: str, wall_ms: list[float], cpu_ms: list[float], as_json: bool):
    """CPU time is the figure that counts (robust to a busy machine); wall time is shown beside it."""
    result = figures(cpu_ms)
    if as_json:
        print(json.dumps(result))
        return
    wall = figures(wall_ms)
    print(title)
    print(f"wall time per frame: p50 {wall['p50_ms']:.2f} ms, p99 {wall['p99_ms']:.2f} ms, max {wall['max_ms']:.2f} ms")
    print(f"CPU time per frame:  p50 {result['p50_ms']:.2f} ms, p99 {result['p99_ms']:.2f} ms, "
          f"max {result['max_ms']:.2f} ms")
    print(f"peak memory: {result['peak_rss_mib']:.1f} MiB resident")

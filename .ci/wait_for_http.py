"""Wait until a URL answers 200 (a server started in the background is up), at most N seconds."""

import sys
import time

import httpx

url, seconds = sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 60.0
deadline = time.monotonic() + seconds
while time.monotonic() < deadline:
    try:
        if httpx.get(url, timeout=2).status_code == 200:
            sys.exit(0)
    except httpx.HTTPError:
        pass
    time.sleep(0.5)
sys.exit(f"{url} did not answer within {seconds:.0f} s")

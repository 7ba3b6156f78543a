from fastapi import APIRouter, HTTPException

from paperlens.api.deps import MAX_ID_CHARS, Lens
from paperlens.api.errors import excerpt

router = APIRouter(tags=["jobs"])


@router.get("/jobs/{job_id}")
def get_job(job_id: str, lens: Lens) -> dict[str, object]:
    job = lens.registry.job(job_id) if len(job_id) <= MAX_ID_CHARS else None
    if job is None:
        raise HTTPException(404, f"No job with id {excerpt(job_id)!r}.")
    body = job.model_dump(
        include={
            "job_id",
            "paper_id",
            "status",
            "progress",
            "stage",
            "error",
            "timings",
            "attempts",
            "turns",
            "cpu_s",
        }
    )
    body["worker"] = job.owner or None  # host:pid:token of the process running it
    return body

import 'server-only';
import { z } from 'zod';
import { branchOfRecord } from '@/domain/branches';
import { hostFor } from './config';
import { readFeed } from './feeds';
import { sanitizeCmsHtml } from './html';
import { pictureFor, type Picture } from './images';
import { optionalText, recordId, reshapeEach, wireDate, wireId } from './wire';

/** A vacancy at one of the branches. */
export interface Job {
  id: string;
  title: string;
  branchName: string | null;
  department: string | null;
  location: string | null;
  type: string | null;
  positions: number | null;
  salaryRange: string | null;
  applicationDeadline: string | null;
  expectedStartDate: string | null;
  skillsHtml: string | null;
  detailHtml: string | null;
  image: Picture;
}

const jobWire = z.looseObject({
  joB_ID: recordId,
  joB_TITLE: optionalText,
  brancH_NAME: optionalText,
  department: optionalText,
  location: optionalText,
  joB_TYPE: optionalText,
  numbeR_OF_POSITIONS: wireId,
  salarY_RANGE: optionalText,
  applicatioN_DEADLINE: wireDate,
  expecteD_START_DATE: wireDate,
  skilL_REQUIREMENTS: optionalText,
  detail: optionalText,
  imagE_PATH: optionalText,
});

export function reshapeJobs(raw: unknown, hostBase: string): Job[] {
  return reshapeEach(raw, jobWire, (wire) => {
    if (!wire.joB_TITLE) return null;
    return {
      id: wire.joB_ID,
      title: wire.joB_TITLE,
      branchName: branchOfRecord(wire.brancH_NAME).branchName,
      department: wire.department,
      location: wire.location,
      type: wire.joB_TYPE,
      positions: wire.numbeR_OF_POSITIONS === null ? null : Number(wire.numbeR_OF_POSITIONS),
      salaryRange: wire.salarY_RANGE,
      applicationDeadline: wire.applicatioN_DEADLINE,
      expectedStartDate: wire.expecteD_START_DATE,
      skillsHtml: sanitizeCmsHtml(wire.skilL_REQUIREMENTS, hostBase),
      detailHtml: sanitizeCmsHtml(wire.detail, hostBase),
      image: pictureFor('job', wire.imagE_PATH, hostBase, wire.joB_TITLE)!,
    };
  });
}

export function listJobs(): Promise<Job[]> {
  return readFeed('careers', hostFor('careers'), 'api/web/Careers', reshapeJobs);
}

import { object, string } from 'yup';
import type { Brand, ProjectCreation, UserRef } from '../../../domain/projects';
import { projectTexts } from '../../../texts/projects';

export const PROJECT_NAME_MAX = 100;

/** The creation form as typed: the selects hold the chosen brand's and agency's ids. */
export interface CreateProjectValues {
  projectName: string;
  brandId: string;
  agencyId: string;
  projectSummary: string;
}

export const EMPTY_CREATE_PROJECT: CreateProjectValues = { projectName: '', brandId: '', agencyId: '', projectSummary: '' };

const t = projectTexts.projectLists.create;

/** All four fields are required and checked before the call; the name is trimmed, at most 100 characters. */
export const createProjectSchema = object({
  projectName: string().trim().required(t.nameRequired).max(PROJECT_NAME_MAX, t.nameTooLong(PROJECT_NAME_MAX)),
  brandId: string().required(t.brandRequired),
  agencyId: string().required(t.agencyRequired),
  projectSummary: string().trim().required(t.summaryRequired),
});

/** The POST /api/projectsetup body, or null when a chosen brand or agency is not in the lists. */
export function creationPayload(values: CreateProjectValues, brands: readonly Brand[], agencies: readonly UserRef[]): ProjectCreation | null {
  const brand = brands.find((b) => String(b.brandId) === values.brandId);
  const agency = agencies.find((a) => String(a.userId) === values.agencyId);
  if (!brand || !agency) return null;
  return {
    projectName: values.projectName.trim(),
    projectBrand: { brandId: brand.brandId, brandName: brand.brandName },
    dfcUser: { userId: agency.userId, username: agency.username },
    projectSummary: values.projectSummary.trim(),
  };
}

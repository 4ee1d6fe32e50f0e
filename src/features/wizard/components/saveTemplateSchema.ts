import { object, string } from 'yup';
import { projectTexts } from '../../../texts/projects';

/** 'Save This Template': the name, upper-cased as typed (templateName). */
export interface SaveTemplateValues {
  name: string;
}

export const saveTemplateSchema = object({
  name: string().trim().required(projectTexts.wizard.templateNameRequired),
});

import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useDelayedChoice } from '../../../components/useDelayedChoice';
import { RECOMMENDATION_QUESTIONS, type RecommendationFlag, type RecommendationFlags, type RecommendationQuestion } from '../../../domain/cloud';
import { techTeamTexts } from '../../../texts/techTeam';

const t = techTeamTexts.cloudParams;

interface QuestionsProps {
  flags: RecommendationFlags;
  onChange: (flag: RecommendationFlag, value: boolean) => void;
}

function Question({ question, flags, onChange }: QuestionsProps & { question: RecommendationQuestion }) {
  const labelId = `cloud-question-${question.flag}`;
  // The answer applies 150 ms after the click (seed 001 section 9).
  const choose = useDelayedChoice((value: boolean) => onChange(question.flag, value));
  return (
    <FormControl component="fieldset" sx={{ py: 0.5 }}>
      <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary' }}>
        {question.question}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={question.flag}
        value={flags[question.flag] ? 'yes' : 'no'}
        onChange={(event) => choose(event.target.value === 'yes')}
      >
        <FormControlLabel value="yes" control={<Radio size="small" />} label={t.yes} />
        <FormControlLabel value="no" control={<Radio size="small" />} label={t.no} />
      </RadioGroup>
    </FormControl>
  );
}

/**
 * The yes/no questions of /getCloudPlans/: the seed's eight, then the two flags the payload carries
 * but the seed leaves without a checkbox (loadBalance, osConfig), under a note saying so.
 */
export function RecommendationQuestions(props: QuestionsProps) {
  const seed = RECOMMENDATION_QUESTIONS.filter((q) => q.source === 'seed');
  const ours = RECOMMENDATION_QUESTIONS.filter((q) => q.source === 'ours');
  return (
    <Stack spacing={1}>
      {seed.map((question) => (
        <Question key={question.flag} question={question} {...props} />
      ))}
      {ours.length > 0 && (
        <Stack spacing={1} component="section" aria-labelledby="cloud-ours-title" sx={{ pt: 1 }}>
          <Typography id="cloud-ours-title" variant="subtitle1" component="h2">
            {t.oursTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.oursNote}
          </Typography>
          {ours.map((question) => (
            <Question key={question.flag} question={question} {...props} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

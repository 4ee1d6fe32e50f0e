import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Container, Paper, Typography } from '@mui/material';
import { useAppSelector } from '../../../store/hooks';
import { selectRole } from '../../../session/slice';
import { texts } from '../../../texts';
import { pageTexts } from '../../../texts/pages';
import { HomeBanner } from '../components/HomeBanner';
import { HomeInvitation } from '../components/HomeInvitation';
import { can } from '../../../domain/roles';
import { NearView } from '../../../components/NearView';

/*
 * Its own chunk, for brand managers only, loaded when its place (below the fold) nears the window:
 * the home page's first load carries neither its code (RTK Query, the projects' api) nor its call.
 */
const CreatedProjectsWorklist = lazy(() => import(/* webpackChunkName: "home-created-work" */ '../components/CreatedProjectsWorklist'));

const t = pageTexts.homePage;

const twoOrThreeColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(240px, 1fr))' } } as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Blurb({ title, text }: { title: string; text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      <Typography>{text}</Typography>
    </Paper>
  );
}

/** The home page (seed 001 section 2): banner, about, four steps, deploy and measure, sample sites, invitation. */
export default function HomePage() {
  const role = useAppSelector(selectRole);
  return (
    <>
      <HomeBanner headline={texts.product.bannerHeadline} subtitle={texts.product.tagline} />
      <Container maxWidth="lg" sx={{ py: 4, display: 'grid', gap: 5 }}>
        <Section id="home-about" title={t.aboutTitle}>
          <Typography sx={{ maxWidth: 800 }}>{t.about}</Typography>
        </Section>
        <Section id="home-steps" title={t.stepsTitle}>
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
            {t.steps.map((step) => (
              <Typography component="li" key={step}>
                {step}
              </Typography>
            ))}
          </Box>
        </Section>
        <Section id="home-deploy-measure" title={t.deployMeasureTitle}>
          <Box sx={twoOrThreeColumns}>
            <Blurb title={t.deployTitle} text={t.deploy} />
            <Blurb title={t.measureTitle} text={t.measure} />
          </Box>
        </Section>
        <Section id="home-samples" title={t.sampleSitesTitle}>
          <Box component="ul" sx={{ ...twoOrThreeColumns, listStyle: 'none', m: 0, p: 0 }}>
            {t.sampleSites.map((site) => (
              <li key={site.name}>
                <Blurb title={site.name} text={site.description} />
              </li>
            ))}
          </Box>
        </Section>
        <HomeInvitation role={role} />
        {can(role, 'createdProjectsWorklist') && (
          <NearView>
            <Suspense fallback={null}>
              <CreatedProjectsWorklist />
            </Suspense>
          </NearView>
        )}
      </Container>
    </>
  );
}

import { useEffect, useReducer, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { learningModules, type Difficulty, type LearningModule } from '@solar/content-data';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  colors,
  Container,
  PageHeader,
  radii,
  Section,
  space,
  StatGrid,
} from '@solar/shared-ui';
import { Actions, CheckList } from '../../components/actions';
import { PageSection } from '../../components/page-section';
import { ThreeColumnGrid } from '../../components/three-column-grid';
import { initialLearningState, learningReducer } from './learning-state';

const difficultyTone: Record<Difficulty, 'brand' | 'sun' | 'danger'> = {
  beginner: 'brand',
  intermediate: 'sun',
  advanced: 'danger',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: center;
  font-size: 0.9rem;
  color: ${colors.inkMuted};
`;

const Topics = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  li {
    padding: 0.1rem 0.6rem;
    border-radius: ${radii.pill};
    background: ${colors.surfaceAlt};
    border: 1px solid ${colors.border};
    font-size: 0.85rem;
  }
`;

const ModuleCard = styled(Card)`
  p {
    margin: 0;
    flex: 1;
  }
`;

const Panel = styled.div`
  max-width: 48rem;
  display: grid;
  gap: ${space.md};
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
`;

const Impact = styled.div`
  padding: ${space.md} ${space.lg};
  border-left: 6px solid ${colors.sun};
  border-radius: ${radii.sm};
  background: ${colors.sunSoft};
`;

const Done = styled.p`
  && {
    font-size: 1.2rem;
    font-weight: 700;
    color: ${colors.success};
  }
`;

function ModuleMeta({ module }: { module: LearningModule }) {
  return (
    <Meta>
      <Badge tone={difficultyTone[module.difficulty]}>{capitalise(module.difficulty)}</Badge>
      <span>{module.duration} min</span>
    </Meta>
  );
}

export default function EcoLearningPathPage() {
  const [state, dispatch] = useReducer(learningReducer, initialLearningState);
  const [completedIds, setCompletedIds] = useState<readonly string[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastOpened = useRef<string | null>(null);
  const module = state.stage === 'list' ? undefined : learningModules.find((item) => item.id === state.moduleId);

  // Move focus to the new view's heading, or back to the module's button on return to the list.
  useEffect(() => {
    if (state.stage === 'list') {
      if (lastOpened.current) document.getElementById(`open-${lastOpened.current}`)?.focus();
      return;
    }
    headingRef.current?.focus();
  }, [state]);

  function complete() {
    if (module) setCompletedIds((ids) => (ids.includes(module.id) ? ids : [...ids, module.id]));
    dispatch({ type: 'complete' });
  }

  return (
    <>
      <PageHeader title="Eco Learning Path" eyebrow="Climate action">
        Eight short modules on solar power, extreme heat and climate justice, from beginner to advanced. Each takes 15
        to 45 minutes. Your progress is kept only while this page is open.
      </PageHeader>
      {state.stage === 'list' || !module ? (
        <>
          <PageSection id="progress" title="Your progress" tone="alt">
            <StatGrid
              stats={[
                { value: String(learningModules.length), label: 'Modules' },
                { value: String(completedIds.length), label: 'Completed this visit' },
                { value: '15-45 min', label: 'Per module' },
              ]}
            />
          </PageSection>
          <PageSection id="modules" title="Learning modules">
            <ThreeColumnGrid>
              {learningModules.map((item, index) => (
                <ModuleCard key={item.id}>
                  <Meta>
                    <span>Module {index + 1}</span>
                    {completedIds.includes(item.id) ? <Badge tone="brand">✓ Completed</Badge> : null}
                  </Meta>
                  <h3>{item.title}</h3>
                  <ModuleMeta module={item} />
                  <p>{item.description}</p>
                  <Topics aria-label="Topics">
                    {item.topics.map((topic) => (
                      <li key={topic}>{topic}</li>
                    ))}
                  </Topics>
                  <Button
                    id={`open-${item.id}`}
                    type="button"
                    variant="secondary"
                    aria-label={`Open module: ${item.title}`}
                    onClick={() => {
                      lastOpened.current = item.id;
                      dispatch({ type: 'open', moduleId: item.id });
                    }}
                  >
                    Open module
                  </Button>
                </ModuleCard>
              ))}
            </ThreeColumnGrid>
          </PageSection>
        </>
      ) : (
        <Section id="module" aria-labelledby="module-heading">
          <Container>
            <Panel>
              {state.stage === 'overview' ? (
                <>
                  <h2 id="module-heading" ref={headingRef} tabIndex={-1}>
                    {module.title}
                  </h2>
                  <ModuleMeta module={module} />
                  <p>{module.description}</p>
                  <h3>What you will learn about</h3>
                  <Topics aria-label="Topics">
                    {module.topics.map((topic) => (
                      <li key={topic}>{topic}</li>
                    ))}
                  </Topics>
                  <Actions>
                    <Button type="button" onClick={() => dispatch({ type: 'begin' })}>
                      Begin Learning Module
                    </Button>
                    <Button type="button" variant="outline" onClick={() => dispatch({ type: 'close' })}>
                      Back to Learning Path
                    </Button>
                  </Actions>
                </>
              ) : null}
              {state.stage === 'learning' ? (
                <>
                  <h2 id="module-heading" ref={headingRef} tabIndex={-1}>
                    {module.title}
                  </h2>
                  <ModuleMeta module={module} />
                  {module.narrative.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  <h3>Key points</h3>
                  <CheckList>
                    {module.keyPoints.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </CheckList>
                  <Impact>
                    <h3>Real-world impact</h3>
                    <p>{module.realWorldImpact}</p>
                  </Impact>
                  <Actions>
                    <Button type="button" onClick={complete}>
                      Complete Module
                    </Button>
                  </Actions>
                </>
              ) : null}
              {state.stage === 'completed' ? (
                <>
                  <h2 id="module-heading" ref={headingRef} tabIndex={-1}>
                    Module complete: {module.title}
                  </h2>
                  <Done>Well done! You have completed this module.</Done>
                  <p>
                    You have now completed {completedIds.length} of {learningModules.length} modules on this visit. Put
                    your learning into action by supporting a solar project or sharing what you have learned.
                  </p>
                  <Actions>
                    <Button type="button" onClick={() => dispatch({ type: 'close' })}>
                      Return to Learning Path
                    </Button>
                    <Button type="button" variant="outline" onClick={() => dispatch({ type: 'review' })}>
                      Review Module Content
                    </Button>
                    <ButtonLink to="/donate" variant="secondary">
                      Donate Now
                    </ButtonLink>
                  </Actions>
                </>
              ) : null}
            </Panel>
          </Container>
        </Section>
      )}
    </>
  );
}

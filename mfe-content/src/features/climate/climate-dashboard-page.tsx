import { useId, useState } from 'react';
import styled from '@emotion/styled';
import {
  climateIndicators,
  dashboardTotals,
  DASHBOARD_COUNT_IN_DELAY_MS,
  resilienceProjects,
  type ClimateIndicator,
  type IndicatorStatus,
  type ResilienceStatus,
  type Trend,
} from '@solar/content-data';
import { formatNumber } from '@solar/shared-format';
import { Badge, ButtonLink, Card, colors, PageHeader, radii, space, StatGrid } from '@solar/shared-ui';
import { Actions } from '../../components/actions';
import { PageSection } from '../../components/page-section';
import { ThreeColumnGrid } from '../../components/three-column-grid';
import { usePrefersReducedMotion } from '../../components/use-reduced-motion';
import { useCountIn } from './use-count-in';

const statusStyle: Record<
  IndicatorStatus,
  { tone: 'danger' | 'sun' | 'brand' | 'sky'; label: string; border: string }
> = {
  critical: { tone: 'danger', label: 'Critical', border: colors.danger },
  warning: { tone: 'sun', label: 'Warning', border: colors.sunStrong },
  good: { tone: 'sky', label: 'Good', border: colors.sky },
  excellent: { tone: 'brand', label: 'Excellent', border: colors.success },
};

const trendSymbol: Record<Trend, { symbol: string; label: string }> = {
  up: { symbol: '▲', label: 'Trending up' },
  down: { symbol: '▼', label: 'Trending down' },
  stable: { symbol: '▶', label: 'Stable' },
};

const projectStatus: Record<ResilienceStatus, { tone: 'brand' | 'sun' | 'sky'; label: string }> = {
  active: { tone: 'sun', label: 'Active' },
  planning: { tone: 'sky', label: 'Planning' },
  completed: { tone: 'brand', label: 'Completed' },
};

const IndicatorCard = styled(Card)<{ accent: string }>`
  position: relative;
  border-top: 6px solid ${({ accent }) => accent};
  h3 {
    font-family: inherit;
    font-size: 1.05rem;
  }
`;

const Toggle = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.brandStrong};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  /* The whole card toggles the description. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radii.md};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Value = styled.p`
  margin: 0;
  font-size: 2.2rem;
  font-weight: 800;
  color: ${colors.brandStrong};
  font-variant-numeric: tabular-nums;
  .unit {
    font-size: 1rem;
    font-weight: 600;
    margin-left: ${space.xs};
    color: ${colors.inkMuted};
  }
`;

const Count = styled.span`
  display: inline-block;
  text-align: left;
  font-variant-numeric: tabular-nums;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: center;
  font-size: 0.9rem;
`;

const Hint = styled.span`
  font-size: 0.85rem;
  color: ${colors.inkMuted};
`;

const Meter = styled.progress`
  width: 100%;
  height: 10px;
  appearance: none;
  border: 0;
  border-radius: ${radii.pill};
  overflow: hidden;
  background: ${colors.brandSoft};
  &::-webkit-progress-bar {
    background: ${colors.brandSoft};
  }
  &::-webkit-progress-value {
    background: ${colors.brand};
  }
  &::-moz-progress-bar {
    background: ${colors.brand};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr 1fr;
  gap: ${space.sm};
  margin: 0;
  dt {
    font-size: 0.8rem;
    color: ${colors.inkMuted};
  }
  dd {
    margin: 0;
    font-weight: 800;
    color: ${colors.brandStrong};
  }
`;

const numberFormat = (value: number, decimals: number) =>
  formatNumber(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

function Indicator({ indicator, progress }: { indicator: ClimateIndicator; progress: number }) {
  const [open, setOpen] = useState(false);
  const descriptionId = useId();
  const style = statusStyle[indicator.status];
  const trend = trendSymbol[indicator.trend];
  const shown = indicator.value * progress;
  const finalText = numberFormat(indicator.value, indicator.decimals);
  const targetPercent = indicator.target ? Math.round((indicator.value / indicator.target) * 100) : undefined;
  return (
    <IndicatorCard accent={style.border} as="li">
      <h3>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={descriptionId}
          onClick={() => setOpen((value) => !value)}
        >
          {indicator.title}
        </Toggle>
      </h3>
      <Value>
        {/* The counting figure is hidden from assistive technology, which reads the final value instead. Its width is
            reserved for the final value (tabular digits), so nothing moves while it counts. */}
        <Count
          aria-hidden="true"
          style={{ minWidth: `${finalText.length}ch` }}
          data-testid={`indicator-${indicator.id}-value`}
        >
          {numberFormat(shown, indicator.decimals)}
        </Count>
        <span className="visually-hidden">{finalText}</span>
        <span className="unit">{indicator.unit}</span>
      </Value>
      <Row>
        <Badge tone={style.tone}>{style.label}</Badge>
        <span>
          <span aria-hidden="true">{trend.symbol}</span> <span className="visually-hidden">{trend.label}: </span>
          {indicator.trendValue}
        </span>
      </Row>
      {indicator.target !== undefined && targetPercent !== undefined ? (
        <div>
          <Row>
            <span>
              {targetPercent}% of target ({numberFormat(indicator.target, 0)} {indicator.unit})
            </span>
          </Row>
          <Meter
            max={indicator.target}
            value={Math.min(indicator.value, indicator.target)}
            aria-label={`${indicator.title}: progress to target`}
          >
            {targetPercent}%
          </Meter>
        </div>
      ) : null}
      <div id={descriptionId} hidden={!open}>
        <p>{indicator.description}</p>
      </div>
      <Hint aria-hidden="true">{open ? 'Select to hide details' : 'Select for details'}</Hint>
    </IndicatorCard>
  );
}

const CardList = styled(ThreeColumnGrid)`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const ProjectList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(250px, 100%), 1fr));
`;

export default function ClimateDashboardPage() {
  const reducedMotion = usePrefersReducedMotion();
  const progress = useCountIn(DASHBOARD_COUNT_IN_DELAY_MS, reducedMotion);
  return (
    <>
      <PageHeader title="Climate Dashboard" eyebrow="Climate action">
        The climate indicators we track across our projects, and the progress of our resilience projects in Pakistan and
        Somaliland. Select any indicator to read what it measures.
      </PageHeader>
      <PageSection id="totals" title="Resilience projects in total" tone="alt">
        <StatGrid stats={dashboardTotals} />
      </PageSection>
      <PageSection id="indicators" title="Climate indicators">
        <CardList as="ul">
          {climateIndicators.map((indicator) => (
            <Indicator key={indicator.id} indicator={indicator} progress={progress} />
          ))}
        </CardList>
      </PageSection>
      <PageSection id="resilience" title="Resilience projects" tone="alt">
        <ProjectList>
          {resilienceProjects.map((project) => {
            const status = projectStatus[project.status];
            return (
              <Card key={project.id} as="li">
                <Badge tone={status.tone}>{status.label}</Badge>
                <h3>{project.name}</h3>
                <p>{project.location}</p>
                <Row>
                  <span>{project.progress}% complete</span>
                </Row>
                <Meter
                  max={100}
                  value={project.progress}
                  aria-label={`${project.name}: ${project.progress}% complete`}
                />
                <Facts>
                  <div>
                    <dt>Beneficiaries</dt>
                    <dd>{formatNumber(project.beneficiaries)}</dd>
                  </div>
                  <div>
                    <dt>Energy</dt>
                    <dd>{numberFormat(project.energyGenerated, 1)} MWh</dd>
                  </div>
                  <div>
                    <dt>CO₂ saved</dt>
                    <dd>{numberFormat(project.co2Saved, 1)} t</dd>
                  </div>
                </Facts>
              </Card>
            );
          })}
        </ProjectList>
      </PageSection>
      <PageSection id="act" title="Turn data into action" tone="sand">
        <p>
          Every donation adds to these numbers: more clean energy, less carbon and more people protected from extreme
          heat.
        </p>
        <Actions>
          <ButtonLink to="/donate">Donate Now</ButtonLink>
          <ButtonLink to="/eco-learning-path" variant="outline">
            Start the Eco Learning Path
          </ButtonLink>
        </Actions>
      </PageSection>
    </>
  );
}

import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { generateRoadmap } from '../../services/roadmap-service.ts';

export const generateRoadmapCallable = defineCallable(contracts.roadmap.generate, (input, ctx) =>
  generateRoadmap(ctx.org, input.assessmentId, ctx.now),
);

// The organisers' side of the committee: the review's phase and rules, the reviewers, the criteria and who reviews what.
import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Roles } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { Answers, Section, Summary } from '../http/openapi.js';
import { AssignmentsService } from './assignments.service.js';
import { CommitteeService } from './committee.service.js';
import { AssignmentDto, AutoAssignDto, CreateCriterionDto, UpdateCriterionDto, UpdateReviewerDto, UpdateReviewSettingsDto } from './review.dto.js';
import { AssignmentView, AutoAssignView, CriterionView, ReviewerView, ReviewSettingsView } from './review.views.js';

@Roles('admin')
@Section('Programme committee (organisers)')
@Controller('api/admin/review')
export class CommitteeController {
  constructor(
    private readonly committee: CommitteeService,
    private readonly assignments: AssignmentsService,
  ) {}

  @Get('settings')
  @Summary("The review's phase and rules")
  @Answers(ReviewSettingsView)
  settings() {
    return this.committee.reviewSettings();
  }

  @Put('settings')
  @Summary('Move the review to another phase, or change its rules', 'Entering the submission phase opens the call; review and decision close it.')
  @Answers(ReviewSettingsView)
  updateSettings(@CurrentUser() actor: AuthUser, @Body() dto: UpdateReviewSettingsDto) {
    return this.committee.updateSettings(actor, dto);
  }

  @Get('reviewers')
  @Summary('The committee and its progress')
  @Answers(z.array(ReviewerView))
  reviewers() {
    return this.committee.reviewers();
  }

  @Put('reviewers/:id')
  @Summary('Make a user a reviewer (or not), and set their organisation', 'A reviewer who leaves hands their unfinished proposals on at once.')
  @Answers(ReviewerView)
  updateReviewer(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: UpdateReviewerDto) {
    return this.committee.updateReviewer(actor, id, dto);
  }

  @Get('criteria')
  @Summary('What reviews score')
  @Answers(z.array(CriterionView))
  criteria() {
    return this.committee.criteria();
  }

  @Post('criteria')
  @Summary('Add a criterion')
  @Answers(CriterionView, 201)
  createCriterion(@CurrentUser() actor: AuthUser, @Body() dto: CreateCriterionDto) {
    return this.committee.createCriterion(actor, dto);
  }

  @Put('criteria/:id')
  @Summary('Change a criterion (its scale only while no review scored it)')
  @Answers(CriterionView)
  updateCriterion(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: UpdateCriterionDto) {
    return this.committee.updateCriterion(actor, id, dto);
  }

  @Delete('criteria/:id')
  @Summary('Remove a criterion')
  @Answers(null, 204)
  deleteCriterion(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number) {
    return this.committee.deleteCriterion(actor, id);
  }

  @Get('assignments')
  @Summary('Who reviews what')
  @Answers(z.array(AssignmentView))
  assignmentsList() {
    return this.assignments.list();
  }

  @Post('assignments')
  @Summary('Assign a reviewer to a proposal', 'Refused (409, saying why) for the proposer, their organisation, or a declared conflict.')
  @Answers(AssignmentView, 201)
  assign(@CurrentUser() actor: AuthUser, @Body() dto: AssignmentDto) {
    return this.assignments.assign(actor, dto.proposal_id, dto.reviewer_id);
  }

  @Post('assignments/auto')
  @Summary('Assign reviewers automatically', 'Each proposal under review gets reviewers_per_proposal reviewers, the least loaded first, none with a conflict.')
  @Answers(AutoAssignView)
  auto(@CurrentUser() actor: AuthUser, @Body() dto: AutoAssignDto) {
    return this.assignments.auto(actor, dto.proposal_ids);
  }

  @Delete('assignments/:proposalId/:reviewerId')
  @Summary('Take a proposal off a reviewer')
  @Answers(null, 204)
  unassign(@CurrentUser() actor: AuthUser, @Param('proposalId', IdPipe) proposalId: number, @Param('reviewerId', IdPipe) reviewerId: number) {
    return this.assignments.unassign(actor, proposalId, reviewerId);
  }
}

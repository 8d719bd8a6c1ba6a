import { applyDecorators, Body, Controller, Post, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Response } from 'express';

import { Public } from '../../../../common/decorators/public.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import { EnquiryReceiptSchema, WaitingListReceiptSchema } from './public-forms.response';
import { RateLimit } from '../../../../common/rate-limit/rate-limit.decorator';
import type { EnquiryReceipt, WaitingListReceipt } from '../../../../contracts';
import { JoinWaitingListService } from '../../application/join-waiting-list.service';
import { SubmitEnquiryService } from '../../application/submit-enquiry.service';
import { GetMatchedRequestDto, PricingEnquiryRequestDto } from './enquiry.request.dto';
import { CharityWaitingListRequestDto, ConsultantWaitingListRequestDto } from './waiting-list.request.dto';

const INVALID = { type: ErrorBodySchema, description: "A field breaks the spec's rule (its message), or an unknown field was sent" };
const LIMITED = { type: ErrorBodySchema, description: 'More than FORM_RATE_LIMIT submissions a minute from this address (Retry-After)' };

/** Anyone may send a public form, limited per address; both refusals are documented in the one error shape. */
const PublicForm = () => applyDecorators(Public(), RateLimit('form'), ApiBadRequestResponse(INVALID), ApiTooManyRequestsResponse(LIMITED));

/** A waiting list answers 201 for a new entry and 200 when the address's entry was updated (see `answered`). */
const WaitingListAnswers = () =>
  applyDecorators(
    ApiCreatedResponse({ type: WaitingListReceiptSchema, description: 'A new entry; a confirmation and a team notice are queued' }),
    ApiOkResponse({ type: WaitingListReceiptSchema, description: 'The entry with this e-mail was updated (updated: true); both mails say so' }),
  );

/** The public site's forms (spec 000 §5, §7; D10, D11): anyone may send them, limited per IP. */
@ApiTags('public forms')
@Controller()
export class PublicFormsController {
  constructor(
    private readonly enquiries: SubmitEnquiryService,
    private readonly waitingLists: JoinWaitingListService,
  ) {}

  @ApiOperation({ summary: 'Ask to be matched with a consultant' })
  @PublicForm()
  @ApiCreatedResponse({ type: EnquiryReceiptSchema, description: 'Stored as a get_matched form submission; a confirmation and a team notice are queued' })
  @Post('get-matched')
  getMatched(@Body() body: GetMatchedRequestDto): Promise<EnquiryReceipt> {
    return this.enquiries.getMatched(body);
  }

  @ApiOperation({ summary: 'Send a pricing enquiry' })
  @PublicForm()
  @ApiCreatedResponse({ type: EnquiryReceiptSchema, description: 'Stored pricing enquiry; a confirmation and a team notice are queued' })
  @Post('pricing-enquiry')
  pricingEnquiry(@Body() body: PricingEnquiryRequestDto): Promise<EnquiryReceipt> {
    return this.enquiries.pricingEnquiry(body);
  }

  @ApiOperation({ summary: 'Join the charity waiting list' })
  @PublicForm()
  @WaitingListAnswers()
  @Post('waiting-list/charity')
  async charityWaitingList(@Body() body: CharityWaitingListRequestDto, @Res({ passthrough: true }) response: Response): Promise<WaitingListReceipt> {
    return answered(response, await this.waitingLists.charity(body));
  }

  @ApiOperation({ summary: 'Join the consultant waiting list' })
  @PublicForm()
  @WaitingListAnswers()
  @Post('waiting-list/consultant')
  async consultantWaitingList(@Body() body: ConsultantWaitingListRequestDto, @Res({ passthrough: true }) response: Response): Promise<WaitingListReceipt> {
    return answered(response, await this.waitingLists.consultant(body));
  }
}

/** 201 for a new entry, 200 when an existing one was updated. */
function answered(response: Response, receipt: WaitingListReceipt): WaitingListReceipt {
  response.status(receipt.updated ? 200 : 201);
  return receipt;
}

import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { AcceptsContentTypes } from '../../../../common/decorators/accepts-content-types.decorator';
import { Public } from '../../../../common/decorators/public.decorator';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { AvailabilityLinkAction, AvailabilityLinkService } from '../../application/availability-link.service';
import { availabilityLinkPage, availabilityPromptPage, LINK_PAGE_STATUS } from './availability-link.page';

const html = { 'text/html': { schema: { type: 'string' } } };
const PROMPT_PAGE = {
  description: 'A small HTML page saying what the button will do, with a form that POSTs the token; changes nothing. 409 already used, 410 expired, 404 not a valid link',
  content: html,
};
const OUTCOME_PAGE = { description: 'A small HTML page saying what happened: 200 done, 409 already used, 410 expired, 404 not a valid link', content: html };
const FORM = 'application/x-www-form-urlencoded';
const TOKEN_FORM = { schema: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] } };

/**
 * The links of the weekly availability mail (D15). They are opened from a mail client, so they answer a
 * page, never JSON, and need no session: the single-use token is the authority. Issue 15: GET only shows what
 * will happen (mail scanners follow links); the page's button POSTs the token, and only the POST acts.
 */
@ApiTags('consultants')
@Controller('availability')
export class AvailabilityLinkController {
  constructor(
    private readonly links: AvailabilityLinkService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiOperation({ summary: 'Show what the mailed confirm link will do (changes nothing)' })
  @Public()
  @ApiQuery({ name: 'token', required: true, type: String })
  @ApiOkResponse(PROMPT_PAGE)
  @Get('confirm')
  confirmPage(@Query('token') token: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.prompt('confirm', token, req, res);
  }

  @ApiOperation({ summary: 'Show what the mailed switch-off link will do (changes nothing)' })
  @Public()
  @ApiQuery({ name: 'token', required: true, type: String })
  @ApiOkResponse(PROMPT_PAGE)
  @Get('decline')
  declinePage(@Query('token') token: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.prompt('decline', token, req, res);
  }

  @ApiOperation({ summary: 'Confirm availability with the mailed token (the page form posts here)' })
  @Public()
  @AcceptsContentTypes(FORM)
  @ApiConsumes(FORM)
  @ApiBody(TOKEN_FORM)
  @ApiOkResponse(OUTCOME_PAGE)
  @Post('confirm')
  @HttpCode(200)
  confirm(@Body() body: unknown, @Res() res: Response): Promise<void> {
    return this.act('confirm', body, res);
  }

  @ApiOperation({ summary: 'Switch availability off with the mailed token (the page form posts here)' })
  @Public()
  @AcceptsContentTypes(FORM)
  @ApiConsumes(FORM)
  @ApiBody(TOKEN_FORM)
  @ApiOkResponse(OUTCOME_PAGE)
  @Post('decline')
  @HttpCode(200)
  decline(@Body() body: unknown, @Res() res: Response): Promise<void> {
    return this.act('decline', body, res);
  }

  /** GET (and HEAD, which Express routes here; link checkers send it): checks the token, changes nothing. */
  private async prompt(action: AvailabilityLinkAction, token: unknown, req: Request, res: Response): Promise<void> {
    if (req.method === 'HEAD') {
      res.status(200).type('html').end();
      return;
    }
    const usable = typeof token === 'string' ? token : undefined;
    const state = await this.links.check(usable);
    const pageHtml =
      state === 'valid'
        ? availabilityPromptPage(action, usable as string, this.config.brandName, this.config.appBaseUrl)
        : availabilityLinkPage(state, this.config.brandName, this.config.appBaseUrl);
    res.status(state === 'valid' ? 200 : LINK_PAGE_STATUS[state]).type('html').send(pageHtml);
  }

  private async act(action: AvailabilityLinkAction, body: unknown, res: Response): Promise<void> {
    const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
    const outcome = await this.links.use(typeof token === 'string' ? token : undefined, action);
    res.status(LINK_PAGE_STATUS[outcome]).type('html').send(availabilityLinkPage(outcome, this.config.brandName, this.config.appBaseUrl));
  }
}

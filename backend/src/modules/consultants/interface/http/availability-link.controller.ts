import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { Public } from '../../../../common/decorators/public.decorator';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { AvailabilityLinkAction, AvailabilityLinkService } from '../../application/availability-link.service';
import { availabilityLinkPage, LINK_PAGE_STATUS } from './availability-link.page';

const HTML_PAGE = {
  description: 'A small HTML page saying what happened: 200 done, 409 already used, 410 expired, 404 not a valid link',
  content: { 'text/html': { schema: { type: 'string' } } },
};

/**
 * The links of the weekly availability mail (D15). They are opened from a mail client, so they answer a
 * page, never JSON, and need no session: the single-use token is the authority.
 */
@ApiTags('consultants')
@Controller('availability')
export class AvailabilityLinkController {
  constructor(
    private readonly links: AvailabilityLinkService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiOperation({ summary: 'Confirm availability from a mailed link' })
  @Public()
  @ApiQuery({ name: 'token', required: true, type: String })
  @ApiOkResponse(HTML_PAGE)
  @Get('confirm')
  confirm(@Query('token') token: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.answer('confirm', token, req, res);
  }

  @ApiOperation({ summary: 'Switch availability off from a mailed link' })
  @Public()
  @ApiQuery({ name: 'token', required: true, type: String })
  @ApiOkResponse(HTML_PAGE)
  @Get('decline')
  decline(@Query('token') token: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.answer('decline', token, req, res);
  }

  private async answer(action: AvailabilityLinkAction, token: unknown, req: Request, res: Response): Promise<void> {
    // Express routes HEAD here too; link checkers in mail systems send it, and it must not spend the token.
    if (req.method === 'HEAD') {
      res.status(200).type('html').end();
      return;
    }
    const outcome = await this.links.use(typeof token === 'string' ? token : undefined, action);
    res.status(LINK_PAGE_STATUS[outcome]).type('html').send(availabilityLinkPage(outcome, this.config.brandName, this.config.appBaseUrl));
  }
}

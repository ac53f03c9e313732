import { m } from '@assay/messages';
import type { UiText } from '@assay/ui';

/** The words @assay/ui's components say by themselves, in the page's language. */
export function uiText(): UiText {
  return {
    close: m.common_close(),
    cancel: m.common_cancel(),
    confirm: m.common_confirm(),
    remove: m.common_remove(),
    dismiss: m.common_dismiss(),
    select: m.ui_select(),
    loading: m.ui_loading(),
    somethingWentWrong: m.app_error_title(),
    tryAgain: m.common_try_again(),
    noResults: m.ui_no_results(),
    goHome: m.ui_go_home(),
    notifications: m.ui_notifications(),
    toDarkTheme: m.ui_to_dark(),
    toLightTheme: m.ui_to_light(),
    mainNavigation: m.ui_main_navigation(),
    skipToContent: m.ui_skip_to_content(),
    openNavigation: m.ui_open_navigation(),
    closeNavigation: m.ui_close_navigation(),
    previous: m.ui_previous(),
    next: m.ui_next(),
    chartPoint: m.ui_chart_point(),
    chartValue: m.ui_chart_value(),
    notFound: m.ui_not_found(),
    notFoundDescription: m.ui_not_found_description(),
    noAccess: m.ui_no_access(),
    noAccessTitle: m.ui_no_access_title(),
    noAccessMessage: m.ui_no_access_message(),
    pageFailed: m.app_error_body(),
    required: m.ui_required(),
  };
}

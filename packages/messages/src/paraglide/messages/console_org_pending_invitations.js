/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Console_Org_Pending_InvitationsInputs */

const en_console_org_pending_invitations = /** @type {(inputs: Console_Org_Pending_InvitationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} pending invitation`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} pending invitations`);
	return /** @type {LocalizedString} */ ("console_org_pending_invitations");
};

const de_console_org_pending_invitations = /** @type {(inputs: Console_Org_Pending_InvitationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} offene Einladung`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} offene Einladungen`);
	return /** @type {LocalizedString} */ ("console_org_pending_invitations");
};

const fr_console_org_pending_invitations = /** @type {(inputs: Console_Org_Pending_InvitationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} invitation en attente`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} invitations en attente`);
	return /** @type {LocalizedString} */ ("console_org_pending_invitations");
};

const nl_console_org_pending_invitations = /** @type {(inputs: Console_Org_Pending_InvitationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} openstaande uitnodiging`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} openstaande uitnodigingen`);
	return /** @type {LocalizedString} */ ("console_org_pending_invitations");
};

const es_console_org_pending_invitations = /** @type {(inputs: Console_Org_Pending_InvitationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} invitación pendiente`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} invitaciones pendientes`);
	return /** @type {LocalizedString} */ ("console_org_pending_invitations");
};

const en_xa2_console_org_pending_invitations = /** @type {(inputs: Console_Org_Pending_InvitationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} þéñðíñĝ íñṽíţáţíöñ one tw]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.shown} þéñðíñĝ íñṽíţáţíöñš one tw]`);
	return /** @type {LocalizedString} */ ("console_org_pending_invitations");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} pending invitation" |
* | "other" | "{shown} pending invitations" |
*
* @param {Console_Org_Pending_InvitationsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_pending_invitations = /** @type {((inputs: Console_Org_Pending_InvitationsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Pending_InvitationsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_pending_invitations(inputs)
	if (locale === "fr") return fr_console_org_pending_invitations(inputs)
	if (locale === "nl") return nl_console_org_pending_invitations(inputs)
	if (locale === "es") return es_console_org_pending_invitations(inputs)
	if (locale === "en-XA") return en_xa2_console_org_pending_invitations(inputs)
	return en_console_org_pending_invitations(inputs)
});
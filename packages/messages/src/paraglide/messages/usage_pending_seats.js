/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Usage_Pending_SeatsInputs */

const en_usage_pending_seats = /** @type {(inputs: Usage_Pending_SeatsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} pending invitation holds a seat`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} pending invitations hold seats`);
	return /** @type {LocalizedString} */ ("usage_pending_seats");
};

const de_usage_pending_seats = /** @type {(inputs: Usage_Pending_SeatsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} offene Einladung belegt einen Platz`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} offene Einladungen belegen Plätze`);
	return /** @type {LocalizedString} */ ("usage_pending_seats");
};

const fr_usage_pending_seats = /** @type {(inputs: Usage_Pending_SeatsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} invitation en attente occupe une place`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} invitations en attente occupent des places`);
	return /** @type {LocalizedString} */ ("usage_pending_seats");
};

const nl_usage_pending_seats = /** @type {(inputs: Usage_Pending_SeatsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} openstaande uitnodiging bezet een plaats`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} openstaande uitnodigingen bezetten plaatsen`);
	return /** @type {LocalizedString} */ ("usage_pending_seats");
};

const es_usage_pending_seats = /** @type {(inputs: Usage_Pending_SeatsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} invitación pendiente ocupa una plaza`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} invitaciones pendientes ocupan plazas`);
	return /** @type {LocalizedString} */ ("usage_pending_seats");
};

const en_xa2_usage_pending_seats = /** @type {(inputs: Usage_Pending_SeatsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} þéñðíñĝ íñṽíţáţíöñ ĥöļðš á šéáţ one two thr]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.shown} þéñðíñĝ íñṽíţáţíöñš ĥöļð šéáţš one two th]`);
	return /** @type {LocalizedString} */ ("usage_pending_seats");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} pending invitation holds a seat" |
* | "other" | "{shown} pending invitations hold seats" |
*
* @param {Usage_Pending_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_pending_seats = /** @type {((inputs: Usage_Pending_SeatsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Usage_Pending_SeatsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_usage_pending_seats(inputs)
	if (locale === "fr") return fr_usage_pending_seats(inputs)
	if (locale === "nl") return nl_usage_pending_seats(inputs)
	if (locale === "es") return es_usage_pending_seats(inputs)
	if (locale === "en-XA") return en_xa2_usage_pending_seats(inputs)
	return en_usage_pending_seats(inputs)
});
/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Dashboard_Trend_UpInputs */

const en_dashboard_trend_up = /** @type {(inputs: Dashboard_Trend_UpInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("en", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`up ${i?.points} point`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`up ${i?.points} points`);
	return /** @type {LocalizedString} */ ("dashboard_trend_up");
};

const de_dashboard_trend_up = /** @type {(inputs: Dashboard_Trend_UpInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("de", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`plus ${i?.points} Punkt`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`plus ${i?.points} Punkte`);
	return /** @type {LocalizedString} */ ("dashboard_trend_up");
};

const fr_dashboard_trend_up = /** @type {(inputs: Dashboard_Trend_UpInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`en hausse de ${i?.points} point`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`en hausse de ${i?.points} points`);
	return /** @type {LocalizedString} */ ("dashboard_trend_up");
};

const nl_dashboard_trend_up = /** @type {(inputs: Dashboard_Trend_UpInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("nl", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} punt omhoog`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`${i?.points} punten omhoog`);
	return /** @type {LocalizedString} */ ("dashboard_trend_up");
};

const es_dashboard_trend_up = /** @type {(inputs: Dashboard_Trend_UpInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("es", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`sube ${i?.points} punto`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`sube ${i?.points} puntos`);
	return /** @type {LocalizedString} */ ("dashboard_trend_up");
};

const en_xa2_dashboard_trend_up = /** @type {(inputs: Dashboard_Trend_UpInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("en-XA", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`[üþ ${i?.points} þöíñţ one]`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`[üþ ${i?.points} þöíñţš one]`);
	return /** @type {LocalizedString} */ ("dashboard_trend_up");
};

/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "up {points} point" |
* | "other" | "up {points} points" |
*
* @param {Dashboard_Trend_UpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_trend_up = /** @type {((inputs: Dashboard_Trend_UpInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Trend_UpInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_trend_up(inputs)
	if (locale === "fr") return fr_dashboard_trend_up(inputs)
	if (locale === "nl") return nl_dashboard_trend_up(inputs)
	if (locale === "es") return es_dashboard_trend_up(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_trend_up(inputs)
	return en_dashboard_trend_up(inputs)
});
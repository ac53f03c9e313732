/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Dashboard_Trend_DownInputs */

const en_dashboard_trend_down = /** @type {(inputs: Dashboard_Trend_DownInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("en", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`down ${i?.points} point`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`down ${i?.points} points`);
	return /** @type {LocalizedString} */ ("dashboard_trend_down");
};

const de_dashboard_trend_down = /** @type {(inputs: Dashboard_Trend_DownInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("de", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`minus ${i?.points} Punkt`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`minus ${i?.points} Punkte`);
	return /** @type {LocalizedString} */ ("dashboard_trend_down");
};

const fr_dashboard_trend_down = /** @type {(inputs: Dashboard_Trend_DownInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`en baisse de ${i?.points} point`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`en baisse de ${i?.points} points`);
	return /** @type {LocalizedString} */ ("dashboard_trend_down");
};

const nl_dashboard_trend_down = /** @type {(inputs: Dashboard_Trend_DownInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("nl", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} punt omlaag`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`${i?.points} punten omlaag`);
	return /** @type {LocalizedString} */ ("dashboard_trend_down");
};

const es_dashboard_trend_down = /** @type {(inputs: Dashboard_Trend_DownInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("es", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`baja ${i?.points} punto`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`baja ${i?.points} puntos`);
	return /** @type {LocalizedString} */ ("dashboard_trend_down");
};

const en_xa2_dashboard_trend_down = /** @type {(inputs: Dashboard_Trend_DownInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("en-XA", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`[ðöŵñ ${i?.points} þöíñţ one ]`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`[ðöŵñ ${i?.points} þöíñţš one ]`);
	return /** @type {LocalizedString} */ ("dashboard_trend_down");
};

/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "down {points} point" |
* | "other" | "down {points} points" |
*
* @param {Dashboard_Trend_DownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_trend_down = /** @type {((inputs: Dashboard_Trend_DownInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Trend_DownInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_trend_down(inputs)
	if (locale === "fr") return fr_dashboard_trend_down(inputs)
	if (locale === "nl") return nl_dashboard_trend_down(inputs)
	if (locale === "es") return es_dashboard_trend_down(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_trend_down(inputs)
	return en_dashboard_trend_down(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_By_ScoreInputs */

const en_dashboard_by_score = /** @type {(inputs: Dashboard_By_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants by score`)
};

const de_dashboard_by_score = /** @type {(inputs: Dashboard_By_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandanten nach Wert`)
};

const fr_dashboard_by_score = /** @type {(inputs: Dashboard_By_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entités par score`)
};

const nl_dashboard_by_score = /** @type {(inputs: Dashboard_By_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants op score`)
};

const es_dashboard_by_score = /** @type {(inputs: Dashboard_By_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquilinos por puntuación`)
};

const en_xa2_dashboard_by_score = /** @type {(inputs: Dashboard_By_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţš ƀý šçöŕé one]`)
};

/**
* | output |
* | --- |
* | "Tenants by score" |
*
* @param {Dashboard_By_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_by_score = /** @type {((inputs?: Dashboard_By_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_By_ScoreInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_by_score(inputs)
	if (locale === "fr") return fr_dashboard_by_score(inputs)
	if (locale === "nl") return nl_dashboard_by_score(inputs)
	if (locale === "es") return es_dashboard_by_score(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_by_score(inputs)
	return en_dashboard_by_score(inputs)
});
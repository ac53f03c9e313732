/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ before: NonNullable<unknown>, after: NonNullable<unknown>, coverageBefore: NonNullable<unknown>, coverageAfter: NonNullable<unknown> }} Move_ScoresInputs */

const en_move_scores = /** @type {(inputs: Move_ScoresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Score ${i?.before} → ${i?.after}; coverage ${i?.coverageBefore} → ${i?.coverageAfter}.`)
};

const de_move_scores = /** @type {(inputs: Move_ScoresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Punktzahl ${i?.before} → ${i?.after}; Abdeckung ${i?.coverageBefore} → ${i?.coverageAfter}.`)
};

const fr_move_scores = /** @type {(inputs: Move_ScoresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Score ${i?.before} → ${i?.after} ; couverture ${i?.coverageBefore} → ${i?.coverageAfter}.`)
};

const nl_move_scores = /** @type {(inputs: Move_ScoresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Score ${i?.before} → ${i?.after}; dekking ${i?.coverageBefore} → ${i?.coverageAfter}.`)
};

const es_move_scores = /** @type {(inputs: Move_ScoresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntuación ${i?.before} → ${i?.after}; cobertura ${i?.coverageBefore} → ${i?.coverageAfter}.`)
};

const en_xa2_move_scores = /** @type {(inputs: Move_ScoresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šçöŕé ${i?.before} → ${i?.after}; çöṽéŕáĝé ${i?.coverageBefore} → ${i?.coverageAfter}. one two three four fiv]`)
};

/**
* | output |
* | --- |
* | "Score {before} → {after}; coverage {coverageBefore} → {coverageAfter}." |
*
* @param {Move_ScoresInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const move_scores = /** @type {((inputs: Move_ScoresInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_ScoresInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_move_scores(inputs)
	if (locale === "fr") return fr_move_scores(inputs)
	if (locale === "nl") return nl_move_scores(inputs)
	if (locale === "es") return es_move_scores(inputs)
	if (locale === "en-XA") return en_xa2_move_scores(inputs)
	return en_move_scores(inputs)
});
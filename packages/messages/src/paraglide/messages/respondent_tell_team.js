/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Respondent_Tell_TeamInputs */

const en_respondent_tell_team = /** @type {(inputs: Respondent_Tell_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When you have finished, tell the team.`)
};

const de_respondent_tell_team = /** @type {(inputs: Respondent_Tell_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie fertig sind, sagen Sie dem Team Bescheid.`)
};

const fr_respondent_tell_team = /** @type {(inputs: Respondent_Tell_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand vous avez terminé, prévenez l’équipe.`)
};

const nl_respondent_tell_team = /** @type {(inputs: Respondent_Tell_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laat het team weten wanneer u klaar bent.`)
};

const es_respondent_tell_team = /** @type {(inputs: Respondent_Tell_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuando haya terminado, avise al equipo.`)
};

const en_xa2_respondent_tell_team = /** @type {(inputs: Respondent_Tell_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥéñ ýöü ĥáṽé ƒíñíšĥéð, ţéļļ ţĥé ţéáɱ. one two th]`)
};

/**
* | output |
* | --- |
* | "When you have finished, tell the team." |
*
* @param {Respondent_Tell_TeamInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_tell_team = /** @type {((inputs?: Respondent_Tell_TeamInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Respondent_Tell_TeamInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_respondent_tell_team(inputs)
	if (locale === "fr") return fr_respondent_tell_team(inputs)
	if (locale === "nl") return nl_respondent_tell_team(inputs)
	if (locale === "es") return es_respondent_tell_team(inputs)
	if (locale === "en-XA") return en_xa2_respondent_tell_team(inputs)
	return en_respondent_tell_team(inputs)
});
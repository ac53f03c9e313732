/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Respondent_LimitedInputs */

const en_respondent_limited = /** @type {(inputs: Respondent_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts were made with links for this assessment. Try again in an hour.`)
};

const de_respondent_limited = /** @type {(inputs: Respondent_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Links für diese Bewertung wurde es zu oft versucht. Versuchen Sie es in einer Stunde erneut.`)
};

const fr_respondent_limited = /** @type {(inputs: Respondent_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives ont été faites avec les liens de cette évaluation. Réessayez dans une heure.`)
};

const nl_respondent_limited = /** @type {(inputs: Respondent_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er zijn te veel pogingen gedaan met links voor deze beoordeling. Probeer het over een uur opnieuw.`)
};

const es_respondent_limited = /** @type {(inputs: Respondent_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha intentado demasiadas veces con enlaces de esta evaluación. Vuelva a intentarlo dentro de una hora.`)
};

const en_xa2_respondent_limited = /** @type {(inputs: Respondent_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţöö ɱáñý áţţéɱþţš ŵéŕé ɱáðé ŵíţĥ ļíñķš ƒöŕ ţĥíš áššéššɱéñţ. Ţŕý áĝáíñ íñ áñ ĥöüŕ. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "Too many attempts were made with links for this assessment. Try again in an hour." |
*
* @param {Respondent_LimitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_limited = /** @type {((inputs?: Respondent_LimitedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Respondent_LimitedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_respondent_limited(inputs)
	if (locale === "fr") return fr_respondent_limited(inputs)
	if (locale === "nl") return nl_respondent_limited(inputs)
	if (locale === "es") return es_respondent_limited(inputs)
	if (locale === "en-XA") return en_xa2_respondent_limited(inputs)
	return en_respondent_limited(inputs)
});
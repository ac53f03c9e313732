/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conflict_YoursInputs */

const en_conflict_yours = /** @type {(inputs: Conflict_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your answer (not saved)`)
};

const de_conflict_yours = /** @type {(inputs: Conflict_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Antwort (nicht gespeichert)`)
};

const fr_conflict_yours = /** @type {(inputs: Conflict_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réponse (non enregistrée)`)
};

const nl_conflict_yours = /** @type {(inputs: Conflict_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw antwoord (niet opgeslagen)`)
};

const es_conflict_yours = /** @type {(inputs: Conflict_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su respuesta (no guardada)`)
};

const en_xa2_conflict_yours = /** @type {(inputs: Conflict_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ áñšŵéŕ (ñöţ šáṽéð) one t]`)
};

/**
* | output |
* | --- |
* | "Your answer (not saved)" |
*
* @param {Conflict_YoursInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const conflict_yours = /** @type {((inputs?: Conflict_YoursInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_YoursInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_conflict_yours(inputs)
	if (locale === "fr") return fr_conflict_yours(inputs)
	if (locale === "nl") return nl_conflict_yours(inputs)
	if (locale === "es") return es_conflict_yours(inputs)
	if (locale === "en-XA") return en_xa2_conflict_yours(inputs)
	return en_conflict_yours(inputs)
});
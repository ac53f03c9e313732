/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answers_Not_SavedInputs */

const en_answers_not_saved = /** @type {(inputs: Answers_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved`)
};

const de_answers_not_saved = /** @type {(inputs: Answers_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gespeichert`)
};

const fr_answers_not_saved = /** @type {(inputs: Answers_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non enregistré`)
};

const nl_answers_not_saved = /** @type {(inputs: Answers_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet opgeslagen`)
};

const es_answers_not_saved = /** @type {(inputs: Answers_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No guardado`)
};

const en_xa2_answers_not_saved = /** @type {(inputs: Answers_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ šáṽéð ]`)
};

/**
* | output |
* | --- |
* | "Not saved" |
*
* @param {Answers_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answers_not_saved = /** @type {((inputs?: Answers_Not_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answers_Not_SavedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_answers_not_saved(inputs)
	if (locale === "fr") return fr_answers_not_saved(inputs)
	if (locale === "nl") return nl_answers_not_saved(inputs)
	if (locale === "es") return es_answers_not_saved(inputs)
	if (locale === "en-XA") return en_xa2_answers_not_saved(inputs)
	return en_answers_not_saved(inputs)
});
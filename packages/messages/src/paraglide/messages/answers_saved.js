/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answers_SavedInputs */

const en_answers_saved = /** @type {(inputs: Answers_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All changes saved`)
};

const de_answers_saved = /** @type {(inputs: Answers_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Änderungen gespeichert`)
};

const fr_answers_saved = /** @type {(inputs: Answers_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les modifications sont enregistrées`)
};

const nl_answers_saved = /** @type {(inputs: Answers_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle wijzigingen opgeslagen`)
};

const es_answers_saved = /** @type {(inputs: Answers_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los cambios guardados`)
};

const en_xa2_answers_saved = /** @type {(inputs: Answers_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åļļ çĥáñĝéš šáṽéð one]`)
};

/**
* | output |
* | --- |
* | "All changes saved" |
*
* @param {Answers_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answers_saved = /** @type {((inputs?: Answers_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answers_SavedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_answers_saved(inputs)
	if (locale === "fr") return fr_answers_saved(inputs)
	if (locale === "nl") return nl_answers_saved(inputs)
	if (locale === "es") return es_answers_saved(inputs)
	if (locale === "en-XA") return en_xa2_answers_saved(inputs)
	return en_answers_saved(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conflict_SavedInputs */

const en_conflict_saved = /** @type {(inputs: Conflict_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved`)
};

const de_conflict_saved = /** @type {(inputs: Conflict_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gespeichert`)
};

const fr_conflict_saved = /** @type {(inputs: Conflict_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrée`)
};

const nl_conflict_saved = /** @type {(inputs: Conflict_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opgeslagen`)
};

const es_conflict_saved = /** @type {(inputs: Conflict_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardada`)
};

const en_xa2_conflict_saved = /** @type {(inputs: Conflict_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ]`)
};

/**
* | output |
* | --- |
* | "Saved" |
*
* @param {Conflict_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const conflict_saved = /** @type {((inputs?: Conflict_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_SavedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_conflict_saved(inputs)
	if (locale === "fr") return fr_conflict_saved(inputs)
	if (locale === "nl") return nl_conflict_saved(inputs)
	if (locale === "es") return es_conflict_saved(inputs)
	if (locale === "en-XA") return en_xa2_conflict_saved(inputs)
	return en_conflict_saved(inputs)
});
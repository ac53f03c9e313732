/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_UndoInputs */

const en_common_undo = /** @type {(inputs: Common_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undo`)
};

const de_common_undo = /** @type {(inputs: Common_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rückgängig`)
};

const fr_common_undo = /** @type {(inputs: Common_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

const nl_common_undo = /** @type {(inputs: Common_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ongedaan maken`)
};

const es_common_undo = /** @type {(inputs: Common_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deshacer`)
};

const en_xa2_common_undo = /** @type {(inputs: Common_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûñðö ]`)
};

/**
* | output |
* | --- |
* | "Undo" |
*
* @param {Common_UndoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_undo = /** @type {((inputs?: Common_UndoInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_UndoInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_undo(inputs)
	if (locale === "fr") return fr_common_undo(inputs)
	if (locale === "nl") return nl_common_undo(inputs)
	if (locale === "es") return es_common_undo(inputs)
	if (locale === "en-XA") return en_xa2_common_undo(inputs)
	return en_common_undo(inputs)
});
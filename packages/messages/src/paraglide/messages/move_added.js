/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Move_AddedInputs */

const en_move_added = /** @type {(inputs: Move_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added`)
};

const de_move_added = /** @type {(inputs: Move_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinzugefügt`)
};

const fr_move_added = /** @type {(inputs: Move_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutés`)
};

const nl_move_added = /** @type {(inputs: Move_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegevoegd`)
};

const es_move_added = /** @type {(inputs: Move_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadidos`)
};

const en_xa2_move_added = /** @type {(inputs: Move_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åððéð ]`)
};

/**
* | output |
* | --- |
* | "Added" |
*
* @param {Move_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const move_added = /** @type {((inputs?: Move_AddedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_AddedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_move_added(inputs)
	if (locale === "fr") return fr_move_added(inputs)
	if (locale === "nl") return nl_move_added(inputs)
	if (locale === "es") return es_move_added(inputs)
	if (locale === "en-XA") return en_xa2_move_added(inputs)
	return en_move_added(inputs)
});
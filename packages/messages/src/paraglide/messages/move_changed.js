/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Move_ChangedInputs */

const en_move_changed = /** @type {(inputs: Move_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed`)
};

const de_move_changed = /** @type {(inputs: Move_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geändert`)
};

const fr_move_changed = /** @type {(inputs: Move_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifiés`)
};

const nl_move_changed = /** @type {(inputs: Move_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewijzigd`)
};

const es_move_changed = /** @type {(inputs: Move_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modificados`)
};

const en_xa2_move_changed = /** @type {(inputs: Move_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝéð ]`)
};

/**
* | output |
* | --- |
* | "Changed" |
*
* @param {Move_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const move_changed = /** @type {((inputs?: Move_ChangedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_ChangedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_move_changed(inputs)
	if (locale === "fr") return fr_move_changed(inputs)
	if (locale === "nl") return nl_move_changed(inputs)
	if (locale === "es") return es_move_changed(inputs)
	if (locale === "en-XA") return en_xa2_move_changed(inputs)
	return en_move_changed(inputs)
});
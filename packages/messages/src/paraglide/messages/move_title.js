/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Move_TitleInputs */

const en_move_title = /** @type {(inputs: Move_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move to a newer version`)
};

const de_move_title = /** @type {(inputs: Move_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf eine neuere Version umstellen`)
};

const fr_move_title = /** @type {(inputs: Move_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer à une version plus récente`)
};

const nl_move_title = /** @type {(inputs: Move_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naar een nieuwere versie`)
};

const es_move_title = /** @type {(inputs: Move_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pasar a una versión más reciente`)
};

const en_xa2_move_title = /** @type {(inputs: Move_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁöṽé ţö á ñéŵéŕ ṽéŕšíöñ one t]`)
};

/**
* | output |
* | --- |
* | "Move to a newer version" |
*
* @param {Move_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const move_title = /** @type {((inputs?: Move_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_move_title(inputs)
	if (locale === "fr") return fr_move_title(inputs)
	if (locale === "nl") return nl_move_title(inputs)
	if (locale === "es") return es_move_title(inputs)
	if (locale === "en-XA") return en_xa2_move_title(inputs)
	return en_move_title(inputs)
});
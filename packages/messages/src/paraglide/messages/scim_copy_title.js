/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_Copy_TitleInputs */

const en_scim_copy_title = /** @type {(inputs: Scim_Copy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy your SCIM token`)
};

const de_scim_copy_title = /** @type {(inputs: Scim_Copy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-Token kopieren`)
};

const fr_scim_copy_title = /** @type {(inputs: Scim_Copy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiez votre jeton SCIM`)
};

const nl_scim_copy_title = /** @type {(inputs: Scim_Copy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopieer uw SCIM-token`)
};

const es_scim_copy_title = /** @type {(inputs: Scim_Copy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copie su token SCIM`)
};

const en_xa2_scim_copy_title = /** @type {(inputs: Scim_Copy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöþý ýöüŕ ŠÇÎṀ ţöķéñ one ]`)
};

/**
* | output |
* | --- |
* | "Copy your SCIM token" |
*
* @param {Scim_Copy_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_copy_title = /** @type {((inputs?: Scim_Copy_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Copy_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_copy_title(inputs)
	if (locale === "fr") return fr_scim_copy_title(inputs)
	if (locale === "nl") return nl_scim_copy_title(inputs)
	if (locale === "es") return es_scim_copy_title(inputs)
	if (locale === "en-XA") return en_xa2_scim_copy_title(inputs)
	return en_scim_copy_title(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_TitleInputs */

const en_scim_title = /** @type {(inputs: Scim_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Directory provisioning (SCIM)`)
};

const de_scim_title = /** @type {(inputs: Scim_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verzeichnis-Provisionierung (SCIM)`)
};

const fr_scim_title = /** @type {(inputs: Scim_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provisionnement depuis l’annuaire (SCIM)`)
};

const nl_scim_title = /** @type {(inputs: Scim_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leden beheren vanuit de directory (SCIM)`)
};

const es_scim_title = /** @type {(inputs: Scim_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprovisionamiento desde el directorio (SCIM)`)
};

const en_xa2_scim_title = /** @type {(inputs: Scim_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíŕéçţöŕý þŕöṽíšíöñíñĝ (ŠÇÎṀ) one two]`)
};

/**
* | output |
* | --- |
* | "Directory provisioning (SCIM)" |
*
* @param {Scim_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_title = /** @type {((inputs?: Scim_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_title(inputs)
	if (locale === "fr") return fr_scim_title(inputs)
	if (locale === "nl") return nl_scim_title(inputs)
	if (locale === "es") return es_scim_title(inputs)
	if (locale === "en-XA") return en_xa2_scim_title(inputs)
	return en_scim_title(inputs)
});
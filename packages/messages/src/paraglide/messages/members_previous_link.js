/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Previous_LinkInputs */

const en_members_previous_link = /** @type {(inputs: Members_Previous_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The previous link no longer works.`)
};

const de_members_previous_link = /** @type {(inputs: Members_Previous_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der vorherige Link funktioniert nicht mehr.`)
};

const fr_members_previous_link = /** @type {(inputs: Members_Previous_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien précédent ne fonctionne plus.`)
};

const nl_members_previous_link = /** @type {(inputs: Members_Previous_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De vorige link werkt niet meer.`)
};

const es_members_previous_link = /** @type {(inputs: Members_Previous_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El enlace anterior ya no funciona.`)
};

const en_xa2_members_previous_link = /** @type {(inputs: Members_Previous_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þŕéṽíöüš ļíñķ ñö ļöñĝéŕ ŵöŕķš. one two t]`)
};

/**
* | output |
* | --- |
* | "The previous link no longer works." |
*
* @param {Members_Previous_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_previous_link = /** @type {((inputs?: Members_Previous_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Previous_LinkInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_previous_link(inputs)
	if (locale === "fr") return fr_members_previous_link(inputs)
	if (locale === "nl") return nl_members_previous_link(inputs)
	if (locale === "es") return es_members_previous_link(inputs)
	if (locale === "en-XA") return en_xa2_members_previous_link(inputs)
	return en_members_previous_link(inputs)
});
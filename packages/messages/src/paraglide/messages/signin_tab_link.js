/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_Tab_LinkInputs */

const en_signin_tab_link = /** @type {(inputs: Signin_Tab_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email link`)
};

const de_signin_tab_link = /** @type {(inputs: Signin_Tab_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Link`)
};

const fr_signin_tab_link = /** @type {(inputs: Signin_Tab_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien par e-mail`)
};

const nl_signin_tab_link = /** @type {(inputs: Signin_Tab_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link per e-mail`)
};

const es_signin_tab_link = /** @type {(inputs: Signin_Tab_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace por correo`)
};

const en_xa2_signin_tab_link = /** @type {(inputs: Signin_Tab_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ ļíñķ o]`)
};

/**
* | output |
* | --- |
* | "Email link" |
*
* @param {Signin_Tab_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_tab_link = /** @type {((inputs?: Signin_Tab_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_Tab_LinkInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_tab_link(inputs)
	if (locale === "fr") return fr_signin_tab_link(inputs)
	if (locale === "nl") return nl_signin_tab_link(inputs)
	if (locale === "es") return es_signin_tab_link(inputs)
	if (locale === "en-XA") return en_xa2_signin_tab_link(inputs)
	return en_signin_tab_link(inputs)
});
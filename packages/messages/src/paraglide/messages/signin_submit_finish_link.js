/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_Submit_Finish_LinkInputs */

const en_signin_submit_finish_link = /** @type {(inputs: Signin_Submit_Finish_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finish signing in`)
};

const de_signin_submit_finish_link = /** @type {(inputs: Signin_Submit_Finish_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung abschließen`)
};

const fr_signin_submit_finish_link = /** @type {(inputs: Signin_Submit_Finish_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminer la connexion`)
};

const nl_signin_submit_finish_link = /** @type {(inputs: Signin_Submit_Finish_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmelden afronden`)
};

const es_signin_submit_finish_link = /** @type {(inputs: Signin_Submit_Finish_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminar de iniciar sesión`)
};

const en_xa2_signin_submit_finish_link = /** @type {(inputs: Signin_Submit_Finish_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñíšĥ šíĝñíñĝ íñ one]`)
};

/**
* | output |
* | --- |
* | "Finish signing in" |
*
* @param {Signin_Submit_Finish_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_submit_finish_link = /** @type {((inputs?: Signin_Submit_Finish_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_Submit_Finish_LinkInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_submit_finish_link(inputs)
	if (locale === "fr") return fr_signin_submit_finish_link(inputs)
	if (locale === "nl") return nl_signin_submit_finish_link(inputs)
	if (locale === "es") return es_signin_submit_finish_link(inputs)
	if (locale === "en-XA") return en_xa2_signin_submit_finish_link(inputs)
	return en_signin_submit_finish_link(inputs)
});
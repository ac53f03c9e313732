/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Sso_RequiredInputs */

const en_refusal_sso_required = /** @type {(inputs: Refusal_Sso_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your organisation signs in with single sign-on. Sign in with it to continue.`)
};

const de_refusal_sso_required = /** @type {(inputs: Refusal_Sso_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Organisation meldet sich per Single Sign-on an. Melden Sie sich damit an, um fortzufahren.`)
};

const fr_refusal_sso_required = /** @type {(inputs: Refusal_Sso_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre organisation se connecte par authentification unique. Connectez-vous ainsi pour continuer.`)
};

const nl_refusal_sso_required = /** @type {(inputs: Refusal_Sso_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw organisatie meldt zich aan met single sign-on. Meld u daarmee aan om verder te gaan.`)
};

const es_refusal_sso_required = /** @type {(inputs: Refusal_Sso_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su organización inicia sesión con inicio de sesión único. Inicie sesión así para continuar.`)
};

const en_xa2_refusal_sso_required = /** @type {(inputs: Refusal_Sso_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ öŕĝáñíšáţíöñ šíĝñš íñ ŵíţĥ šíñĝļé šíĝñ-öñ. Šíĝñ íñ ŵíţĥ íţ ţö çöñţíñüé. one two three four five ]`)
};

/**
* | output |
* | --- |
* | "Your organisation signs in with single sign-on. Sign in with it to continue." |
*
* @param {Refusal_Sso_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_sso_required = /** @type {((inputs?: Refusal_Sso_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Sso_RequiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_sso_required(inputs)
	if (locale === "fr") return fr_refusal_sso_required(inputs)
	if (locale === "nl") return nl_refusal_sso_required(inputs)
	if (locale === "es") return es_refusal_sso_required(inputs)
	if (locale === "en-XA") return en_xa2_refusal_sso_required(inputs)
	return en_refusal_sso_required(inputs)
});
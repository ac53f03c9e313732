/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_Shown_OnceInputs */

const en_scim_shown_once = /** @type {(inputs: Scim_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is the only time the token is shown. Paste it into your identity provider as its API or secret token now.`)
};

const de_scim_shown_once = /** @type {(inputs: Scim_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Token wird nur dieses eine Mal angezeigt. Fügen Sie es jetzt in Ihrem Identitätsanbieter als API- bzw. geheimes Token ein.`)
};

const fr_scim_shown_once = /** @type {(inputs: Scim_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le jeton n’est affiché qu’une seule fois. Collez-le maintenant dans votre fournisseur d’identité comme jeton d’API ou jeton secret.`)
};

const nl_scim_shown_once = /** @type {(inputs: Scim_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het token wordt alleen nu getoond. Plak het nu bij uw identiteitsprovider als API-token of geheim token.`)
};

const es_scim_shown_once = /** @type {(inputs: Scim_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es la única vez que se muestra el token. Péguelo ahora en su proveedor de identidad como token de API o token secreto.`)
};

const en_xa2_scim_shown_once = /** @type {(inputs: Scim_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ţĥé öñļý ţíɱé ţĥé ţöķéñ íš šĥöŵñ. Þášţé íţ íñţö ýöüŕ íðéñţíţý þŕöṽíðéŕ áš íţš ÅÞÎ öŕ šéçŕéţ ţöķéñ ñöŵ. one two three four five six seven ei]`)
};

/**
* | output |
* | --- |
* | "This is the only time the token is shown. Paste it into your identity provider as its API or secret token now." |
*
* @param {Scim_Shown_OnceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_shown_once = /** @type {((inputs?: Scim_Shown_OnceInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Shown_OnceInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_shown_once(inputs)
	if (locale === "fr") return fr_scim_shown_once(inputs)
	if (locale === "nl") return nl_scim_shown_once(inputs)
	if (locale === "es") return es_scim_shown_once(inputs)
	if (locale === "en-XA") return en_xa2_scim_shown_once(inputs)
	return en_scim_shown_once(inputs)
});
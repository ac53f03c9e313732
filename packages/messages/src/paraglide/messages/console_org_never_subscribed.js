/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Never_SubscribedInputs */

const en_console_org_never_subscribed = /** @type {(inputs: Console_Org_Never_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The organisation has never subscribed.`)
};

const de_console_org_never_subscribed = /** @type {(inputs: Console_Org_Never_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Organisation hatte nie ein Abonnement.`)
};

const fr_console_org_never_subscribed = /** @type {(inputs: Console_Org_Never_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’organisation ne s’est jamais abonnée.`)
};

const nl_console_org_never_subscribed = /** @type {(inputs: Console_Org_Never_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De organisatie heeft nooit een abonnement gehad.`)
};

const es_console_org_never_subscribed = /** @type {(inputs: Console_Org_Never_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La organización nunca se ha suscrito.`)
};

const en_xa2_console_org_never_subscribed = /** @type {(inputs: Console_Org_Never_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé öŕĝáñíšáţíöñ ĥáš ñéṽéŕ šüƀšçŕíƀéð. one two th]`)
};

/**
* | output |
* | --- |
* | "The organisation has never subscribed." |
*
* @param {Console_Org_Never_SubscribedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_never_subscribed = /** @type {((inputs?: Console_Org_Never_SubscribedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Never_SubscribedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_never_subscribed(inputs)
	if (locale === "fr") return fr_console_org_never_subscribed(inputs)
	if (locale === "nl") return nl_console_org_never_subscribed(inputs)
	if (locale === "es") return es_console_org_never_subscribed(inputs)
	if (locale === "en-XA") return en_xa2_console_org_never_subscribed(inputs)
	return en_console_org_never_subscribed(inputs)
});
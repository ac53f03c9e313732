/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Content_Admin_Usage_UnlimitedInputs */

const en_content_admin_usage_unlimited = /** @type {(inputs: Content_Admin_Usage_UnlimitedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} private baseline (unlimited on your plan)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} private baselines (unlimited on your plan)`);
	return /** @type {LocalizedString} */ ("content_admin_usage_unlimited");
};

const de_content_admin_usage_unlimited = /** @type {(inputs: Content_Admin_Usage_UnlimitedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} private Baseline (unbegrenzt in Ihrem Tarif)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} private Baselines (unbegrenzt in Ihrem Tarif)`);
	return /** @type {LocalizedString} */ ("content_admin_usage_unlimited");
};

const fr_content_admin_usage_unlimited = /** @type {(inputs: Content_Admin_Usage_UnlimitedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} référentiel privé (illimité dans votre offre)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} référentiels privés (illimités dans votre offre)`);
	return /** @type {LocalizedString} */ ("content_admin_usage_unlimited");
};

const nl_content_admin_usage_unlimited = /** @type {(inputs: Content_Admin_Usage_UnlimitedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} privébaseline (onbeperkt in uw abonnement)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} privébaselines (onbeperkt in uw abonnement)`);
	return /** @type {LocalizedString} */ ("content_admin_usage_unlimited");
};

const es_content_admin_usage_unlimited = /** @type {(inputs: Content_Admin_Usage_UnlimitedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} línea base privada (ilimitadas en tu plan)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} líneas base privadas (ilimitadas en tu plan)`);
	return /** @type {LocalizedString} */ ("content_admin_usage_unlimited");
};

const en_xa2_content_admin_usage_unlimited = /** @type {(inputs: Content_Admin_Usage_UnlimitedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} þŕíṽáţé ƀášéļíñé (üñļíɱíţéð öñ ýöüŕ þļáñ) one two three ]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.shown} þŕíṽáţé ƀášéļíñéš (üñļíɱíţéð öñ ýöüŕ þļáñ) one two three f]`);
	return /** @type {LocalizedString} */ ("content_admin_usage_unlimited");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} private baseline (unlimited on your plan)" |
* | "other" | "{shown} private baselines (unlimited on your plan)" |
*
* @param {Content_Admin_Usage_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_usage_unlimited = /** @type {((inputs: Content_Admin_Usage_UnlimitedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Usage_UnlimitedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_usage_unlimited(inputs)
	if (locale === "fr") return fr_content_admin_usage_unlimited(inputs)
	if (locale === "nl") return nl_content_admin_usage_unlimited(inputs)
	if (locale === "es") return es_content_admin_usage_unlimited(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_usage_unlimited(inputs)
	return en_content_admin_usage_unlimited(inputs)
});